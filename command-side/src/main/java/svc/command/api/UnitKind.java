package svc.command.api;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The kinds of unit in the record (design.md, Units, and the additions of docs/decisions.md), each named here once:
 * a UnitRef takes the wire name, each kind's fold and view and its fact record (through {@link Names}) take theirs
 * from here, read/unit's card names the body type given here, and the plain facts are the kinds marked so.
 */
public enum UnitKind {
    HYPOTHESIS(Names.HYPOTHESIS, "Hypothesis"),
    PUBLISHING(Names.PUBLISHING, "Publishing"),
    RUN(Names.RUN, "ScrapeRun"),
    WORKFLOW(Names.WORKFLOW, "Workflow"),
    STRATEGY(Names.STRATEGY, "Strategy"),
    TELLING(Names.TELLING, "Telling"),
    NOTIFICATION_RULE(Names.NOTIFICATION_RULE, "NotificationRule"),
    MOVE(Names.MOVE, "Move"),
    DEEPENING(Names.DEEPENING, "Deepening"),
    TASK(Names.TASK, "Task"),
    ENTITY(Names.ENTITY, "Entity", Plain.FACT),
    CONNECTION(Names.CONNECTION, "Connection", Plain.FACT),
    OBSERVATION(Names.OBSERVATION, "Observation"),
    LEAD(Names.LEAD, "Lead", Plain.FACT),
    PARAMETER(Names.PARAMETER, "Parameter", Plain.FACT),
    INVITATION(Names.INVITATION, "Invitation", Plain.FACT),
    BASKET(Names.BASKET, "Basket", Plain.FACT),
    MEMBERSHIP(Names.MEMBERSHIP, "Membership", Plain.FACT),
    VERTICAL(Names.VERTICAL, "Vertical", Plain.FACT),
    MARKET_TWIN(Names.MARKET_TWIN, "MarketTwin", Plain.FACT),
    SAVED_VIEW(Names.SAVED_VIEW, "SavedView", Plain.FACT),
    /** read/unit does not show grants (a caller's own are in session/whoami): no body type. */
    GRANT(Names.GRANT, null),
    /** An addition beyond design.md's list: installed connectors are facts in the record. */
    CONNECTOR(Names.CONNECTOR, "Connector");

    /** The wire names as constants, for what must name a kind at compile time (the fact records' type names). */
    public static final class Names {
        public static final String HYPOTHESIS = "hypothesis";
        public static final String PUBLISHING = "publishing";
        public static final String RUN = "run";
        public static final String WORKFLOW = "workflow";
        public static final String STRATEGY = "strategy";
        public static final String TELLING = "telling";
        public static final String NOTIFICATION_RULE = "notification_rule";
        public static final String MOVE = "move";
        public static final String DEEPENING = "deepening";
        public static final String TASK = "task";
        public static final String ENTITY = "entity";
        public static final String CONNECTION = "connection";
        public static final String OBSERVATION = "observation";
        public static final String LEAD = "lead";
        public static final String PARAMETER = "parameter";
        public static final String INVITATION = "invitation";
        public static final String BASKET = "basket";
        public static final String MEMBERSHIP = "membership";
        public static final String VERTICAL = "vertical";
        public static final String MARKET_TWIN = "market_twin";
        public static final String SAVED_VIEW = "saved_view";
        public static final String GRANT = "grant";
        public static final String CONNECTOR = "connector";

        private Names() {
        }
    }

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
