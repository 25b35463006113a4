package svc.gateway.register;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One type of body in the register of types: the name routes and feet give it ({@code foot.type}, the card
 * {@code ui://svc/cards/<name>}), what it is, and the JSON Schema (2020-12) of every shape it is answered in.
 */
public record BodyType(String name, String description, ObjectNode schema) {

    /** A copy: the register's own schema is never handed out to be changed. */
    @Override
    public ObjectNode schema() {
        return schema.deepCopy();
    }
}
