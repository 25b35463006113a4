package svc.command.api;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Where a hypothesis stands, as the specification's enumeration spells it on the wire. */
public enum Standing {
    SUPPORTED("supported"),
    REFUTED("refuted"),
    CANNOT_TELL("cannot tell"),
    UNDER_TEST("under test");

    private final String wire;

    Standing(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    public static String allowed() {
        return Arrays.stream(values()).map(s -> "'" + s.wire + "'").collect(Collectors.joining(", "));
    }
}
