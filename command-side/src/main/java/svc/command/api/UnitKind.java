package svc.command.api;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The kinds of unit in the record (design.md, Units, and the additions of docs/decisions.md), each named here once:
 * a UnitRef takes the wire name, each kind's fold and view and its facts bean take theirs from here, and the plain
 * facts are the kinds marked so.
 */
public enum UnitKind {
    HYPOTHESIS("hypothesis"),
    PUBLISHING("publishing"),
    RUN("run"),
    WORKFLOW("workflow"),
    STRATEGY("strategy"),
    TELLING("telling"),
    NOTIFICATION_RULE("notification_rule"),
    MOVE("move"),
    DEEPENING("deepening"),
    TASK("task"),
    ENTITY("entity", Plain.FACT),
    CONNECTION("connection", Plain.FACT),
    OBSERVATION("observation"),
    LEAD("lead", Plain.FACT),
    PARAMETER("parameter", Plain.FACT),
    INVITATION("invitation", Plain.FACT),
    BASKET("basket", Plain.FACT),
    MEMBERSHIP("membership", Plain.FACT),
    VERTICAL("vertical", Plain.FACT),
    MARKET_TWIN("market_twin", Plain.FACT),
    SAVED_VIEW("saved_view", Plain.FACT),
    GRANT("grant"),
    /** An addition beyond design.md's list: installed connectors are facts in the record. */
    CONNECTOR("connector");

    private final String wire;
    private final boolean plainFact;

    UnitKind(String wire) {
        this.wire = wire;
        this.plainFact = false;
    }

    UnitKind(String wire, Plain plain) {
        this.wire = wire;
        this.plainFact = plain == Plain.FACT;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    /** A kind with no rules of its own, kept by the {@code PlainFact} aggregate and folded by the facts projection. */
    public boolean plainFact() {
        return plainFact;
    }

    /** The wire names of the plain fact kinds. */
    public static Set<String> plainFacts() {
        return Arrays.stream(values()).filter(UnitKind::plainFact).map(UnitKind::wire)
                .collect(Collectors.toUnmodifiableSet());
    }

    /** Marks a plain fact kind where it is declared. */
    private enum Plain {
        FACT
    }
}
