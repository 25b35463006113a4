package svc.gateway.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import svc.gateway.facts.GivenFact;
import svc.gateway.register.ReadAs;

/** act/record: a batch of facts (design.md, Facts); each is read by its kind. */
public record RecordInput(@NotEmpty List<@NotNull @ReadAs(GivenFact.class) ObjectNode> facts) {
}
