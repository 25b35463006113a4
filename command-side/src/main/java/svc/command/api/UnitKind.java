package svc.command.api;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The kinds of unit in the record (design.md, Units, and the additions of docs/decisions.md), each named here once:
 * a UnitRef takes the wire name, each kind's fold and view and its facts bean take theirs from here, read/unit's card
 * names the body type given here, and the plain facts are the kinds marked so.
 */
public enum UnitKind {
    HYPOTHESIS("hypothesis", "Hypothesis"),
    PUBLISHING("publishing", "Publishing"),
    RUN("run", "ScrapeRun"),
    WORKFLOW("workflow", "Workflow"),
    STRATEGY("strategy", "Strategy"),
    TELLING("telling", "Telling"),
    NOTIFICATION_RULE("notification_rule", "NotificationRule"),
    MOVE("move", "Move"),
    DEEPENING("deepening", "Deepening"),
    TASK("task", "Task"),
    ENTITY("entity", "Entity", Plain.FACT),
    CONNECTION("connection", "Connection", Plain.FACT),
    OBSERVATION("observation", "Observation"),
    LEAD("lead", "Lead", Plain.FACT),
    PARAMETER("parameter", "Parameter", Plain.FACT),
    INVITATION("invitation", "Invitation", Plain.FACT),
    BASKET("basket", "Basket", Plain.FACT),
    MEMBERSHIP("membership", "Membership", Plain.FACT),
    VERTICAL("vertical", "Vertical", Plain.FACT),
    MARKET_TWIN("market_twin", "MarketTwin", Plain.FACT),
    SAVED_VIEW("saved_view", "SavedView", Plain.FACT),
    /** read/unit does not show grants (a caller's own are in session/whoami): no body type. */
    GRANT("grant", null),
    /** An addition beyond design.md's list: installed connectors are facts in the record. */
    CONNECTOR("connector", "Connector");

    private final String wire;
    private final String bodyType;
    private final boolean plainFact;

    UnitKind(String wire, String bodyType) {
        this(wire, bodyType, null);
    }

    UnitKind(String wire, String bodyType, Plain plain) {
        this.wire = wire;
        this.bodyType = bodyType;
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

    /** The body type read/unit answers a unit of this kind in; none for a kind read/unit does not show. */
    public Optional<String> bodyType() {
        return Optional.ofNullable(bodyType);
    }

    /** The kind of this wire name, if there is one. */
    public static Optional<UnitKind> ofWire(String wire) {
        return Arrays.stream(values()).filter(kind -> kind.wire.equals(wire)).findFirst();
    }

    /** The wire names of the kinds read/unit shows: those with a body type. */
    public static Set<String> shown() {
        return Arrays.stream(values()).filter(kind -> kind.bodyType != null).map(UnitKind::wire)
                .collect(Collectors.toUnmodifiableSet());
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
