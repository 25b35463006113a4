package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a notification rule gathers its notices. */
public enum Digest {
    NONE("none"),
    HOURLY("hourly"),
    DAILY("daily");

    private final String wire;

    Digest(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
