package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;

/** The kinds of unit a UnitRef names (design.md, Units, and the additions of docs/decisions.md). */
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
    ENTITY("entity"),
    CONNECTION("connection"),
    OBSERVATION("observation"),
    LEAD("lead"),
    PARAMETER("parameter"),
    INVITATION("invitation"),
    BASKET("basket"),
    MEMBERSHIP("membership"),
    VERTICAL("vertical"),
    MARKET_TWIN("market_twin"),
    SAVED_VIEW("saved_view"),
    GRANT("grant"),
    /** An addition beyond design.md's list: installed connectors are facts in the record. */
    CONNECTOR("connector");

    private final String wire;

    UnitKind(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }
}
