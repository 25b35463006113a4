package svc.command.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import svc.command.api.UnitKind;

/**
 * What a change did, as kept for its Svc-Key: the unit it changed and from when, whose answer reads the unit, or (for
 * changes that are not of one unit) the body it answered, which the answer is made of alone, reading nothing.
 */
public record ActOutcome(String unitKind, String unitId, Instant trueOn, JsonNode body) {
    public static ActOutcome ofUnit(UnitKind kind, String id, Instant trueOn) {
        return new ActOutcome(kind.wire(), id, trueOn, null);
    }

    public static ActOutcome ofBody(JsonNode body, Instant trueOn) {
        return new ActOutcome(null, null, trueOn, body);
    }
}
