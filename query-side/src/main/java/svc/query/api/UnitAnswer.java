package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A unit's state, or nothing when it is missing or out of the caller's view (the two look alike). */
public record UnitAnswer(ObjectNode state) {
    public boolean found() {
        return state != null;
    }
}
