package svc.query.basket;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.projections.fact.FactState;

/**
 * What a basket's scope predicate is tested on for one subject: its entity's state when one is seen (its members at
 * the top: name, entity_kind, ...) joined with {@code membership}, its standing in the basket and likelihood there.
 */
final class ScopeState {
    private ScopeState() {
    }

    static ObjectNode of(String subject, FactState entity, SubjectStanding standing) {
        ObjectNode state = entity == null ? JsonNodeFactory.instance.objectNode() : entity.recorded();
        state.put("id", subject);
        ObjectNode membership = state.putObject("membership");
        if (standing == null) {
            membership.put("standing", Standing.OUTSIDE.wire());
        } else {
            membership.put("standing", standing.standing().wire()).put("likelihood", standing.likelihood());
        }
        return state;
    }
}
