package svc.gateway.inputs;

import jakarta.validation.constraints.NotNull;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** act/strategy: the strategy to make or change. */
public record StrategyInput(@NotNull ObjectNode strategy) {
}
