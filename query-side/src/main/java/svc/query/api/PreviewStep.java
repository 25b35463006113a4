package svc.query.api;

import java.time.Instant;

/**
 * One step a workflow would have taken: on which event (its type, the hypothesis it is of, and that event's place in
 * the hypothesis's stream), when (the event's true-from and known-on times), and which step, in words.
 */
public record PreviewStep(String event, String hypothesis, long seq, Instant trueFrom, Instant knownOn, int step,
        String kind, String says) {
}
