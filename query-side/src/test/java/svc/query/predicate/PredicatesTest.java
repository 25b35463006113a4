package svc.query.predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class PredicatesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String AT = "/view/predicate";
    private static final JsonNode ACME = json("""
            {"present": true, "name": "Acme Tools", "entity_kind": "company", "employees": 120,
             "founded": "2001-05-01T00:00:00Z", "keys": {"vat": "DE123"}, "tags": ["b2b", "tools"]}""");

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static boolean holds(String predicate) {
        return Predicates.read(json(predicate), AT).test(ACME);
    }

    private static String refusedAt(String predicate) {
        try {
            Predicates.read(json(predicate), AT);
        } catch (InvalidPredicate e) {
            return e.pointer();
        }
        throw new AssertionError("accepted " + predicate);
    }

    @Test
    void equalityComparesTextAndNumbersByValue() {
        assertThat(holds("{\"field\": \"entity_kind\", \"eq\": \"company\"}")).isTrue();
        assertThat(holds("{\"field\": \"employees\", \"eq\": 120.0}")).isTrue();
        assertThat(holds("{\"field\": \"entity_kind\", \"ne\": \"company\"}")).isFalse();
    }

    @Test
    void orderingComparesNumbersAndTimes() {
        assertThat(holds("{\"field\": \"employees\", \"gt\": 100}")).isTrue();
        assertThat(holds("{\"field\": \"employees\", \"lte\": 119}")).isFalse();
        assertThat(holds("{\"field\": \"founded\", \"lt\": \"2001-05-01T00:00:01Z\"}")).isTrue();
        assertThat(holds("{\"field\": \"founded\", \"gte\": \"2010-01-01T00:00:00Z\"}")).isFalse();
    }

    @Test
    void anOrderingBetweenANumberAndTextHoldsNeitherWay() {
        assertThat(holds("{\"field\": \"name\", \"lt\": 5}")).isFalse();
        assertThat(holds("{\"field\": \"name\", \"gt\": 5}")).isFalse();
    }

    @Test
    void nestedMembersAreReachedByDottedPaths() {
        assertThat(holds("{\"field\": \"keys.vat\", \"starts_with\": \"DE\"}")).isTrue();
        assertThat(holds("{\"field\": \"keys.duns\", \"exists\": false}")).isTrue();
    }

    @Test
    void containsLooksInsideListsAndTextIgnoringCase() {
        assertThat(holds("{\"field\": \"tags\", \"contains\": \"b2b\"}")).isTrue();
        assertThat(holds("{\"field\": \"name\", \"contains\": \"TOOLS\"}")).isTrue();
        assertThat(holds("{\"field\": \"tags\", \"contains\": \"b2c\"}")).isFalse();
    }

    @Test
    void aMissingFieldSatisfiesOnlyNotEqual() {
        assertThat(holds("{\"field\": \"revenue\", \"eq\": 1}")).isFalse();
        assertThat(holds("{\"field\": \"revenue\", \"gt\": 1}")).isFalse();
        assertThat(holds("{\"field\": \"revenue\", \"ne\": 1}")).isTrue();
    }

    @Test
    void allAnyAndNotCombine() {
        assertThat(holds("""
                {"all": [{"field": "entity_kind", "eq": "company"},
                         {"any": [{"field": "employees", "lt": 10}, {"field": "keys.vat", "in": ["DE123", "FR9"]}]},
                         {"not": {"field": "tags", "contains": "b2c"}}]}""")).isTrue();
        assertThat(holds("{\"all\": []}")).isTrue();
        assertThat(holds("{\"any\": []}")).isFalse();
    }

    @Test
    void refusalsPointAtThePartAtFault() {
        assertThat(refusedAt("[]")).isEqualTo(AT);
        assertThat(refusedAt("{\"all\": [{\"field\": \"name\", \"eq\": \"x\"}, {\"field\": \"Name\", \"eq\": 1}]}"))
                .isEqualTo(AT + "/all/1/field");
        assertThat(refusedAt("{\"field\": \"name\", \"like\": \"x\"}")).isEqualTo(AT + "/like");
        assertThat(refusedAt("{\"field\": \"name\"}")).isEqualTo(AT);
        assertThat(refusedAt("{\"field\": \"name\", \"eq\": \"x\", \"ne\": \"y\"}")).isEqualTo(AT + "/ne");
        assertThat(refusedAt("{\"field\": \"name\", \"in\": []}")).isEqualTo(AT + "/in");
        assertThat(refusedAt("{\"field\": \"name\", \"in\": [\"a\", {}]}")).isEqualTo(AT + "/in/1");
        assertThat(refusedAt("{\"not\": {\"field\": \"name\", \"exists\": \"yes\"}}")).isEqualTo(AT + "/not/exists");
        assertThat(refusedAt("{\"all\": {}}")).isEqualTo(AT + "/all");
        assertThat(refusedAt("{\"all\": [], \"field\": \"x\"}")).isEqualTo(AT + "/field");
    }

    @Test
    void deepNestingIsRefused() {
        String deep = "{\"not\": ".repeat(20) + "{\"field\": \"name\", \"exists\": true}" + "}".repeat(20);
        assertThatThrownBy(() -> Predicates.read(json(deep), AT)).isInstanceOf(InvalidPredicate.class);
    }
}
