package svc.projections.fact;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import svc.projections.bitemporal.UnitState;

/**
 * A plain fact at one time: its id, kind and place, and the members its statements gave, kept beside them at the top
 * of the stored object (as the caller gave them) in the order they were first given.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"present", "id", "kind", "place"})
public record FactState(boolean present, String id, String kind, String place, Map<String, JsonNode> fields)
        implements UnitState {
    static final FactState ABSENT = new FactState(false, null, null, null, Map.of());
    private static final List<String> OWN = List.of("present", "id", "kind", "place");

    public FactState {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** Read whole, so that a member a caller gave under any name, "fields" too, stays one of {@link #fields}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static FactState stored(LinkedHashMap<String, JsonNode> stored) {
        Map<String, JsonNode> fields = new LinkedHashMap<>(stored);
        fields.keySet().removeAll(OWN);
        return new FactState(stored.containsKey("present") && stored.get("present").asBoolean(),
                text(stored.get("id")), text(stored.get("kind")), text(stored.get("place")), fields);
    }

    @JsonAnyGetter
    @Override
    public Map<String, JsonNode> fields() {
        return fields;
    }

    /** The member given under {@code name}, or a missing node when none is held. */
    public JsonNode field(String name) {
        return fields.getOrDefault(name, MissingNode.getInstance());
    }

    /** Its id, kind, place and members in one new JSON object, as they were recorded: the fact as callers see it. */
    public ObjectNode recorded() {
        ObjectNode recorded = JsonNodeFactory.instance.objectNode();
        if (id != null) {
            recorded.put("id", id);
        }
        if (kind != null) {
            recorded.put("kind", kind);
        }
        if (place != null) {
            recorded.put("place", place);
        }
        fields.forEach((name, value) -> recorded.set(name, value.deepCopy()));
        return recorded;
    }

    /** As a statement gives it: present with this id, kind and place, each member set, a member given as null gone. */
    FactState stated(String id, String kind, String place, JsonNode given) {
        Map<String, JsonNode> next = new LinkedHashMap<>(fields);
        given.properties().forEach(member -> {
            if (member.getValue().isNull()) {
                next.remove(member.getKey());
            } else {
                next.put(member.getKey(), member.getValue().deepCopy());
            }
        });
        return new FactState(true, id, kind, place, next);
    }

    FactState ended() {
        return new FactState(false, id, kind, place, fields);
    }

    private static String text(JsonNode member) {
        return member == null || member.isNull() ? null : member.asText();
    }
}
