package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** How far to deepen an observation. */
public enum Depth {
    FETCH("fetch"),
    EMBED("embed"),
    BOTH("both");

    private final String wire;

    Depth(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
