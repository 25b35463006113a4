package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** act/workflow: the workflow, and what to do with it ({@code do} is a Java keyword, hence the rename). */
public record WorkflowInput(@NotNull @Valid WorkflowGiven workflow, @JsonProperty("do") @NotNull WorkflowDo action) {
}
