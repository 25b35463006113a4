package svc.gateway.limits;

/** The two quota families: every subject's own, and every tenant's, shared by all its subjects. */
record Quotas(Quota subject, Quota tenant) {

    /** Seconds the slower of the two takes to fill from empty: a bucket untouched that long is full again. */
    long untilFullSeconds() {
        return Math.max(subject.windowSeconds(), tenant.windowSeconds());
    }
}
