package svc.projections.bitemporal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The state of a kind that has no record of its own yet: the JSON object its {@link JsonFold} writes, read by member
 * names (issue 22, item 3, moves each kind to a record).
 */
public record JsonState(ObjectNode members) implements UnitState {
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public JsonState {
    }

    @JsonValue
    @Override
    public ObjectNode members() {
        return members;
    }

    @Override
    public boolean present() {
        return members.path("present").asBoolean(false);
    }

    @Override
    public String place() {
        JsonNode place = members.get("place");
        return place == null ? null : place.asText();
    }
}
