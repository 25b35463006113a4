package svc.gateway.inputs;

import jakarta.validation.constraints.NotNull;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.NotEmpty;
import java.util.List;

/** act/record: a batch of facts (design.md, Facts); each is read by its kind. */
public record RecordInput(@NotEmpty List<@NotNull ObjectNode> facts) {
}
