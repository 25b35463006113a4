package svc.projections.fact;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** How a plain fact's statements fold into its state. */
class FactFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    final FactFold fold = new FactFold();

    ObjectNode state(String json) throws Exception {
        return (ObjectNode) JSON.readTree(json);
    }

    @Test
    void aStatementSetsItsMembersAndKeepsThoseItDoesNotGive() throws Exception {
        ObjectNode first = fold.apply(JSON.createObjectNode(), state("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme",
                 "fields":{"name":"Northwind","employees":12}}"""));
        ObjectNode second = fold.apply(first, state("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"name":"Northwind AG"}}"""));
        assertThat(second).isEqualTo(state("""
                {"present":true,"id":"e1","kind":"entity","place":"tenant/acme","name":"Northwind AG",
                 "employees":12}"""));
    }

    @Test
    void aMemberGivenAsNullIsRemoved() throws Exception {
        ObjectNode first = fold.apply(JSON.createObjectNode(), state("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"employees":12}}"""));
        ObjectNode second = fold.apply(first, state("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"employees":null}}"""));
        assertThat(second.has("employees")).isFalse();
    }

    @Test
    void theEndOfAFactClosesIt() throws Exception {
        ObjectNode first = fold.apply(JSON.createObjectNode(), state("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{}}"""));
        assertThat(fold.apply(first, state("{\"op\":\"end\"}")).get("present").asBoolean()).isFalse();
        assertThat(first.get("present").asBoolean()).isTrue();
    }
}
