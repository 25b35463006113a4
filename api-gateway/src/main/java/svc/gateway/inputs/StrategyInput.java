package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** act/strategy: the strategy to make or change. */
public record StrategyInput(@NotNull @Valid StrategyGiven strategy) {
}
