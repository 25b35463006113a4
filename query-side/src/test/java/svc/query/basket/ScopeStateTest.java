package svc.query.basket;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import svc.projections.fact.FactState;
import svc.query.predicate.Predicate;
import svc.query.predicate.Predicates;

/** A scope predicate sees the subject's entity members at the top, joined with its membership of the basket. */
class ScopeStateTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Predicate predicate(String text) throws Exception {
        return Predicates.read(JSON.readTree(text), "/scope");
    }

    @Test
    void entityMembersAndMembershipAreBothThere() throws Exception {
        FactState entity = JSON.readValue("""
                {"present": true, "id": "e1", "kind": "entity", "entity_kind": "company", "name": "Acme",
                 "keys": {"vat": "DE1"}}""", FactState.class);
        ObjectNode state = ScopeState.of("e1", entity, new SubjectStanding("e1", Standing.MEMBER, 0.7));

        assertThat(predicate("""
                {"all": [{"field": "entity_kind", "eq": "company"}, {"field": "keys.vat", "starts_with": "DE"},
                         {"field": "membership.likelihood", "gte": 0.5},
                         {"field": "membership.standing", "eq": "member"}]}""").test(state)).isTrue();
        assertThat(state.has("present")).isFalse();
        assertThat(entity.fields().containsKey("membership")).as("the entity's state is not changed").isFalse();
    }

    @Test
    void aSubjectWithoutEntityOrMembershipHasItsIdAndStandsOutside() throws Exception {
        ObjectNode state = ScopeState.of("e9", null, null);

        assertThat(predicate("{\"field\": \"membership.standing\", \"eq\": \"outside\"}").test(state)).isTrue();
        assertThat(predicate("{\"field\": \"membership.likelihood\", \"exists\": true}").test(state)).isFalse();
        assertThat(predicate("{\"field\": \"name\", \"exists\": true}").test(state)).isFalse();
        assertThat(state.get("id").asText()).isEqualTo("e9");
    }
}
