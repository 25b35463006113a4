package svc.gateway.envelope;

import java.time.Instant;

/**
 * What the headers of one call say: its scope, the two dates (with whether each was asked for), a note for the foot
 * on how the headers were read (a known-on date past now read as now), the key of a change, the run id, and the
 * caller.
 */
public record Envelope(Scope scope, Instant trueOn, boolean trueOnAsked, Instant knownOn, boolean knownOnAsked,
        String note, String key, String run, Caller caller) {

    /** The same envelope with another sentence added to its note. */
    public Envelope noting(String sentence) {
        return new Envelope(scope, trueOn, trueOnAsked, knownOn, knownOnAsked,
                note == null ? sentence : note + " " + sentence, key, run, caller);
    }

    /** The envelope an act answers under: true on the date of its change, known once it committed. */
    public Envelope answering(Instant changeTrueOn, Instant committed) {
        return new Envelope(scope, changeTrueOn, true, committed, false, note, key, run, caller);
    }
}
