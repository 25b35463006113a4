package svc.gateway.envelope;

import java.time.Instant;

/**
 * What the headers of one call say: its scope, the two dates (with whether each was asked for), the key of a change,
 * the run id, and the caller.
 */
public record Envelope(Scope scope, Instant trueOn, boolean trueOnAsked, Instant knownOn, boolean knownOnAsked,
        String knownOnNote, String key, String run, Caller caller) {
}
