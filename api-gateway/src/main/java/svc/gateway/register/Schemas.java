package svc.gateway.register;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.RecordComponent;

/**
 * JSON Schemas (2020-12) of a route's input and of its card, read from the register. These are the plainest honest
 * schemas: the input lists its members by wire name and refuses others; the card has a body (a list for a list type,
 * else an object) and a foot.
 */
public final class Schemas {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Schemas() {
    }

    public static ObjectNode input(Route route) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        for (RecordComponent component : route.input().getRecordComponents()) {
            properties.putObject(WireNames.of(component));
        }
        schema.put("additionalProperties", false);
        return schema;
    }

    public static ObjectNode body(Route route) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("body").put("type", route.body().startsWith("[") ? "array" : "object");
        properties.putObject("foot").put("type", "object");
        schema.putArray("required").add("body").add("foot");
        return schema;
    }
}
