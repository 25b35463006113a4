package svc.query.basket;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One membership as read: its id, its subject, its service (the basket's when it names none), likelihood, control. */
record Membership(String id, String basket, String subject, String service, double likelihood, boolean control) {
    static Membership of(String id, ObjectNode state, String basketService) {
        String service = state.hasNonNull("service") ? state.get("service").asText() : basketService;
        return new Membership(id, state.path("basket").asText(), state.path("subject").asText(), service,
                state.path("likelihood").asDouble(), state.path("control").asBoolean(false));
    }
}
