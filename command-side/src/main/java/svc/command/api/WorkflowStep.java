package svc.command.api;

import java.util.List;

/**
 * One step of a workflow. {@code settle} settles the hypothesis whose event started the workflow with
 * {@code standing} on {@code on}; {@code note} writes {@code text} into the workflow's own history.
 */
public record WorkflowStep(String kind, Standing standing, String on, String text) {
    public static final String SETTLE = "settle";
    public static final String NOTE = "note";
    public static final List<String> KINDS = List.of(SETTLE, NOTE);

    public static WorkflowStep settle(Standing standing, String on) {
        return new WorkflowStep(SETTLE, standing, on, null);
    }

    public static WorkflowStep note(String text) {
        return new WorkflowStep(NOTE, null, null, text);
    }

    /** What the step does to the hypothesis named, in words. */
    public String says(String hypothesisId) {
        return SETTLE.equals(kind)
                ? "settle hypothesis " + hypothesisId + " as " + standing.wire() + " on: " + on
                : "note on hypothesis " + hypothesisId + ": " + text;
    }
}
