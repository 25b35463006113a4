package svc.query.basket;

import svc.projections.fact.FactFields;
import svc.projections.fact.FactState;

/** One membership as read: its id, its subject, its service (the basket's when it names none), likelihood, control. */
record Membership(String id, String basket, String subject, String service, double likelihood, boolean control) {
    static Membership of(String id, FactState state, String basketService) {
        String service = state.fields().containsKey(FactFields.Membership.SERVICE)
                ? state.field(FactFields.Membership.SERVICE).asText() : basketService;
        return new Membership(id, state.field(FactFields.Membership.BASKET).asText(),
                state.field(FactFields.Membership.SUBJECT).asText(), service,
                state.field(FactFields.Membership.LIKELIHOOD).asDouble(),
                state.field(FactFields.Membership.CONTROL).asBoolean(false));
    }
}
