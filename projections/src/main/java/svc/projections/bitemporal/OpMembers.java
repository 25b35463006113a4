package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** A change point's op members as folds take them into their state records. */
public final class OpMembers {
    private OpMembers() {
    }

    /** The member's text; null when the op does not give it or gives it as null. */
    public static String text(JsonNode op, String member) {
        JsonNode value = op.get(member);
        return value == null || value.isNull() ? null : value.asText();
    }

    /** The texts of a JSON array, in its order. */
    public static List<String> texts(JsonNode values) {
        List<String> texts = new ArrayList<>();
        values.forEach(value -> texts.add(value.asText()));
        return List.copyOf(texts);
    }
}
