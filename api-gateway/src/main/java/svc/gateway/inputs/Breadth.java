package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** How wide a lookup searches. */
public enum Breadth {
    EXACT("exact"),
    SIMILAR("similar"),
    RELATED("related"),
    BROAD("broad");

    private final String wire;

    Breadth(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
