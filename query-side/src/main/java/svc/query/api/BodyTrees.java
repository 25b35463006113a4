package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A typed state member as a JSON tree, for the body members whose wire shape says only "any JSON": typing them would
 * change their schema, and so the contract hash, for no change to what they print.
 */
public final class BodyTrees {
    private static final ObjectMapper JSON = new ObjectMapper();

    private BodyTrees() {
    }

    /** The member as JSON; null stays null, as bodies write a member they have no value for. */
    public static JsonNode of(Object member) {
        return member == null ? null : JSON.valueToTree(member);
    }
}
