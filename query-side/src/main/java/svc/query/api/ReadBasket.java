package svc.query.api;

import java.time.Instant;
import java.util.List;
import svc.query.predicate.Predicate;

/**
 * read/basket once its input is checked: the memberships of one basket seen from {@code callScope}, read for one
 * subject, a set of subjects, or a population by predicate ({@code mode} says which is given), optionally cut into
 * likelihood bands of {@code resolution}; on the call's dates, or over the window when one is given.
 */
public record ReadBasket(String tenant, String callScope, Instant trueOn, Instant knownOn, String basket, Mode mode,
        String subject, List<String> subjects, Predicate scope, Double resolution, Instant windowFrom,
        Instant windowTo) {
    /** Which population is read: the member of the same name is the one given. */
    public enum Mode {
        SUBJECT, SUBJECTS, SCOPE
    }

    public boolean windowed() {
        return windowFrom != null;
    }
}
