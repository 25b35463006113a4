package svc.gateway.facts;

/** A rule on facts that needs more than the fact (a setting, the network): a bean the reader asks of every fact. */
interface FactRule {
    /** Refuses the fact with a pointer under {@code at}. */
    void check(GivenFact fact, String at);
}
