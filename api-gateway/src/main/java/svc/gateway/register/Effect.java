package svc.gateway.register;

/**
 * What a call of a route does to the record. A change honours {@code Svc-Key} and never carries
 * {@code Svc-As-Known-On}; a read ignores a key; a route that changes only for some inputs (ask/saved_view keeps a
 * view when one is given) decides by its input ({@link ChangingInput}).
 */
public enum Effect {
    READS("reads"), CHANGES("changes"), CHANGES_BY_INPUT("changes when its input says");

    private final String wire;

    Effect(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
