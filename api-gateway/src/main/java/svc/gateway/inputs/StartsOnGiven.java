package svc.gateway.inputs;

import com.fasterxml.jackson.annotation.JsonValue;
import svc.command.api.StartsOn;

/** What starts a workflow, as act/workflow's {@code starts_on} spells it (the specification leaves its values open). */
public enum StartsOnGiven {
    RECORDED(StartsOn.RECORDED),
    SETTLED(StartsOn.SETTLED),
    SETTLED_SUPPORTED(StartsOn.SETTLED + " supported"),
    SETTLED_REFUTED(StartsOn.SETTLED + " refuted"),
    SETTLED_CANNOT_TELL(StartsOn.SETTLED + " cannot tell"),
    SETTLED_UNDER_TEST(StartsOn.SETTLED + " under test");

    private final String wire;

    StartsOnGiven(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    public StartsOn startsOn() {
        return StartsOn.parse(wire).orElseThrow();
    }
}
