package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a grant's holder acts: a move waits as proposed, or runs at once. */
public enum ActMode {
    PROPOSE("propose"),
    RUN("run");

    private final String wire;

    ActMode(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
