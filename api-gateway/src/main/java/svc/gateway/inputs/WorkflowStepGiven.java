package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import svc.command.api.Standing;
import svc.command.api.WorkflowStep;

/** One step of a workflow, by its {@code kind}: settle the hypothesis that started it, or write a note. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = WorkflowStepGiven.Settle.class, name = WorkflowStep.SETTLE),
    @JsonSubTypes.Type(value = WorkflowStepGiven.Note.class, name = WorkflowStep.NOTE)})
public sealed interface WorkflowStepGiven {
    WorkflowStep step();

    /** Settles the hypothesis whose event started the workflow with {@code standing} on {@code on}. */
    record Settle(@NotNull Standing standing, @NotBlank String on) implements WorkflowStepGiven {
        @Override
        public WorkflowStep step() {
            return WorkflowStep.settle(standing, on);
        }
    }

    /** Writes {@code text} into the workflow's own history. */
    record Note(@NotBlank String text) implements WorkflowStepGiven {
        @Override
        public WorkflowStep step() {
            return WorkflowStep.note(text);
        }
    }
}
