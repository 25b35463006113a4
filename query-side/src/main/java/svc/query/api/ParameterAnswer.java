package svc.query.api;

import java.time.Instant;
import svc.projections.fact.FactState;

/**
 * The parameter found: its state, the date its version in force became true, and how many versions of it were
 * recorded (known on the known-on date, true from on or before the true-on date); none when {@code state} is null.
 */
public record ParameterAnswer(FactState state, Instant trueFrom, int version) {
    public static ParameterAnswer none() {
        return new ParameterAnswer(null, null, 0);
    }

    public boolean found() {
        return state != null;
    }
}
