package svc.gateway.register;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.gateway.card.Foot;

/**
 * JSON Schemas (2020-12) of a route's input and of its card's body, as OpenAPI 3.1 and the MCP tools' input and
 * output schemas both use them. Both come from the register: the input from the route's input record, the body from
 * the register of types.
 */
public final class Schemas {
    private Schemas() {
    }

    /** What the route reads its body as: members by their wire names, required as the input reader enforces. */
    public static ObjectNode input(Route route) {
        ObjectNode schema = RecordSchemas.input(route.input());
        schema.put("title", route.input().getSimpleName());
        return schema;
    }

    /**
     * The body of the route's card: its body type (a list for {@code [T]}); for a task route, the Task whose
     * {@code result} is the route's body once the task succeeded.
     */
    public static ObjectNode body(Route route) {
        if (route.task()) {
            ObjectNode task = named("Task");
            ObjectNode result = named(route.body());
            result.put("description", "the route's body once the task succeeded; null until then");
            ObjectNode nullable = task.objectNode();
            nullable.putArray("anyOf").add(result).addObject().put("type", "null");
            ((ObjectNode) task.get("properties")).set("result", nullable);
            return task;
        }
        return named(route.body());
    }

    /** The whole card of the route, its body and its foot, self-contained: an MCP tool's output schema. */
    public static ObjectNode card(Route route) {
        ObjectNode card = body(route).objectNode().put("type", "object").put("title", "Card of " + route.body());
        ObjectNode properties = card.putObject("properties");
        properties.set("body", body(route));
        properties.set("foot", written(Foot.class));
        card.putArray("required").add("body").add("foot");
        return card.put("additionalProperties", false);
    }

    /** A record as answers write it (every member, null when it has no value): the foot of a card, for one. */
    public static ObjectNode written(Class<?> record) {
        return RecordSchemas.body(record);
    }

    private static ObjectNode named(String name) {
        BodyType type = BodyTypes.find(name)
                .orElseThrow(() -> new IllegalStateException("the register of types holds no " + name));
        ObjectNode element = type.schema();
        element.put("title", type.name());
        element.put("description", type.description());
        if (!BodyTypes.list(name)) {
            return element;
        }
        ObjectNode list = element.objectNode().put("type", "array").put("title", name);
        list.set("items", element);
        return list;
    }
}
