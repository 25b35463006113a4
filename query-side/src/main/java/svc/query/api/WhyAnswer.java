package svc.query.api;

import java.util.List;

/** The reasons behind a unit, from its latest change back to its first cause (the last element). */
public record WhyAnswer(List<Reason> chain) {
    public boolean found() {
        return !chain.isEmpty();
    }
}
