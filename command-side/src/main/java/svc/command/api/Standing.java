package svc.command.api;

import com.fasterxml.jackson.annotation.JsonCreator;
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

    /** Only the exact wire spellings are accepted; anything else is refused by the caller's parser. */
    @JsonCreator
    public static Standing fromWire(String value) {
        for (Standing s : values()) {
            if (s.wire.equals(value)) {
                return s;
            }
        }
        throw new IllegalArgumentException("standing must be one of " + allowed());
    }

    public static String allowed() {
        return Arrays.stream(values()).map(s -> "'" + s.wire + "'").collect(Collectors.joining(", "));
    }
}
