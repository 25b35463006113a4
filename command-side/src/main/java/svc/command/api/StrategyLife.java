package svc.command.api;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A strategy's lifecycle: drafted first; drafted goes active or ended, active goes paused or ended, paused goes
 * active again or ended; ended is final.
 */
public enum StrategyLife {
    DRAFTED("drafted"),
    ACTIVE("active"),
    PAUSED("paused"),
    ENDED("ended");

    private final String wire;

    StrategyLife(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    public Set<StrategyLife> next() {
        return switch (this) {
            case DRAFTED -> Set.of(ACTIVE, ENDED);
            case ACTIVE -> Set.of(PAUSED, ENDED);
            case PAUSED -> Set.of(ACTIVE, ENDED);
            case ENDED -> Set.of();
        };
    }

    public static Optional<StrategyLife> of(String wire) {
        return Arrays.stream(values()).filter(life -> life.wire.equals(wire)).findFirst();
    }

    public static String allowed() {
        return Arrays.stream(values()).map(l -> "'" + l.wire + "'").collect(Collectors.joining(", "));
    }
}
