package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The fold of a kind whose state is still a JSON object ({@link JsonState}); it must not mutate its input. */
public abstract class JsonFold implements Fold<JsonState> {
    @Override
    public final Class<JsonState> type() {
        return JsonState.class;
    }

    @Override
    public final JsonState absent() {
        return new JsonState(JsonNodeFactory.instance.objectNode().put("present", false));
    }

    @Override
    public final JsonState apply(JsonState state, JsonNode op) {
        return new JsonState(apply(state.members(), op));
    }

    public abstract ObjectNode apply(ObjectNode state, JsonNode op);

    /** The unit as {@code op} states it: present, with these members as the op gives them. */
    public static void stated(ObjectNode next, JsonNode op, String... members) {
        next.put("present", true);
        for (String member : members) {
            next.set(member, op.get(member));
        }
    }
}
