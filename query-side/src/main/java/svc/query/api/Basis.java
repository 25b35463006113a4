package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Finds the numbers of a body that have no basis: each one is a defect of the route that answered it. */
public final class Basis {
    private Basis() {
    }

    public static List<String> unexplained(JsonNode body, Map<String, String> basis) {
        List<String> missing = new ArrayList<>();
        walk(body, "", basis, missing);
        return missing;
    }

    private static void walk(JsonNode node, String pointer, Map<String, String> basis, List<String> missing) {
        if (node.isNumber()) {
            if (!basis.containsKey(pointer)) {
                missing.add(pointer);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), pointer + "/" + i, basis, missing);
            }
        } else if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                walk(field.getValue(), pointer + "/" + escape(field.getKey()), basis, missing);
            }
        }
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    /** Gives every number under {@code node} (found at {@code pointer}) the same basis. */
    public static void giveEveryNumber(JsonNode node, String pointer, String sentence, Map<String, String> basis) {
        List<String> numbers = new ArrayList<>();
        walk(node, pointer, Map.of(), numbers);
        numbers.forEach(number -> basis.put(number, sentence));
    }
}
