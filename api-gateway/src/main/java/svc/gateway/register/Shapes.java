package svc.gateway.register;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The shapes of bodies that are not one Java record: bodies built member by member as JSON (their members named
 * here), plain facts (open objects), and types answered in more than one shape.
 */
final class Shapes {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Shapes() {
    }

    /** The record answered as this body, found by name: body records live package-private beside their routes. */
    static ObjectNode record(String className) {
        try {
            return RecordSchemas.body(Class.forName(className, false, Shapes.class.getClassLoader()));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the register of types names " + className + ", which is gone", e);
        }
    }

    /** An object whose members are always all written (null when there is no value), each any JSON. */
    static ObjectNode members(String... names) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = schema.putArray("required");
        for (String name : names) {
            properties.putObject(name);
            required.add(name);
        }
        return schema.put("additionalProperties", false);
    }

    /** An object with these members (each any JSON) and possibly more. */
    static ObjectNode open(String[] required, String... optional) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode names = schema.putArray("required");
        for (String name : required) {
            properties.putObject(name);
            names.add(name);
        }
        for (String name : optional) {
            properties.putObject(name);
        }
        return schema;
    }

    /** A plain fact as recorded: its id, kind and place, and whatever members it was recorded with. */
    static ObjectNode fact() {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("id").put("type", "string");
        properties.putObject("kind").put("type", "string");
        properties.putObject("place").put("type", "string");
        schema.putArray("required").add("id");
        return schema;
    }

    static ObjectNode empty() {
        return NODES.objectNode().put("type", "object").put("maxProperties", 0);
    }

    static ObjectNode anyOf(ObjectNode... shapes) {
        ObjectNode schema = NODES.objectNode();
        ArrayNode either = schema.putArray("anyOf");
        for (ObjectNode shape : shapes) {
            either.add(shape);
        }
        return schema;
    }

    static ObjectNode array(ObjectNode items) {
        ObjectNode schema = NODES.objectNode().put("type", "array");
        schema.set("items", items);
        return schema;
    }
}
