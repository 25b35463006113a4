package svc.gateway.register;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class SchemasTest {
    private static Route route(String tag, String operation) {
        return Register.find(tag, operation).orElseThrow();
    }

    @Test
    void everyRouteHasAnInputAndABodySchema() {
        for (Route route : Register.ROUTES) {
            assertThat(Schemas.input(route).path("type").asText()).as(route.key()).isEqualTo("object");
            assertThat(Schemas.body(route).isEmpty()).as(route.key()).isFalse();
        }
    }

    @Test
    void inputsAreStrictWithRequiredMembersAsTheReaderEnforcesThem() {
        ObjectNode settle = Schemas.input(route("act", "settle"));
        assertThat(settle.path("additionalProperties").asBoolean(true)).isFalse();
        assertThat(settle.path("required").toString()).isEqualTo("[\"hypothesis\",\"standing\",\"on\"]");
        assertThat(settle.at("/properties/hypothesis/minLength").asInt()).isEqualTo(1);
        assertThat(settle.at("/properties/standing/enum").toString())
                .contains("\"supported\"", "\"refuted\"", "\"cannot tell\"", "\"under test\"");
    }

    @Test
    void inputMembersGoByTheirWireNames() {
        ObjectNode workflow = Schemas.input(route("act", "workflow"));
        assertThat(workflow.path("properties").has("do")).isTrue();
        assertThat(workflow.path("properties").has("action")).isFalse();
        assertThat(workflow.at("/properties/do/enum").toString()).isEqualTo("[\"write\",\"preview\",\"arm\"]");
        ObjectNode connector = Schemas.input(route("act", "act_through_connector"));
        assertThat(connector.path("required").toString()).contains("installed_connector", "argument_sources");
    }

    @Test
    void optionalMembersMayBeNullAndTimesMayBePlainDates() {
        ObjectNode lookup = Schemas.input(route("read", "lookup"));
        assertThat(lookup.has("required")).isFalse();
        assertThat(lookup.at("/properties/breadth/enum").toString()).endsWith("null]");
        ObjectNode speed = Schemas.input(route("read", "speed_to_lead"));
        assertThat(speed.at("/properties/window/properties/from/anyOf/1/format").asText()).isEqualTo("date");
        ObjectNode record = Schemas.input(route("act", "record"));
        assertThat(record.at("/properties/facts/minItems").asInt()).isEqualTo(1);
    }

    @Test
    void aFactShowsEveryMemberOfItsKindBesideTheMembersEveryFactHas() {
        ObjectNode fact = (ObjectNode) Schemas.input(route("act", "record")).at("/properties/facts/items");
        ObjectNode lead = null;
        for (var kind : fact.path("oneOf")) {
            assertThat(kind.path("properties").has("id")).isTrue();
            assertThat(kind.path("additionalProperties").asBoolean(true)).isFalse();
            if (kind.at("/properties/kind/const").asText().equals("lead")) {
                lead = (ObjectNode) kind;
            }
        }
        assertThat(fact.path("oneOf").size()).isEqualTo(svc.gateway.facts.FactReader.kinds().size());
        assertThat(lead).isNotNull();
        assertThat(lead.path("required").toString()).isEqualTo("[\"kind\",\"id\",\"delivered\"]");
        assertThat(lead.at("/properties/first_touch/anyOf/1/format").asText()).isEqualTo("date");
        assertThat(lead.path("properties").has("true_from")).isTrue();
    }

    @Test
    void aViewToKeepShowsItsIdBesideTheMembersOfASavedViewFact() {
        ObjectNode view = (ObjectNode) Schemas.input(route("ask", "saved_view")).at("/properties/view");
        assertThat(view.path("properties").fieldNames()).toIterable()
                .containsExactly("id", "name", "unit_kind", "predicate", "columns");
        assertThat(view.at("/properties/id/maxLength").asInt()).isEqualTo(200);
        assertThat(view.path("required").toString()).isEqualTo("[\"name\",\"unit_kind\",\"columns\"]");
    }

    @Test
    void aListRouteAnswersAnArrayOfItsType() {
        ObjectNode runs = Schemas.body(route("read", "runs"));
        assertThat(runs.path("type").asText()).isEqualTo("array");
        assertThat(runs.at("/items/title").asText()).isEqualTo("ScrapeRun");
    }

    @Test
    void aTaskRouteAnswersATaskHoldingItsBody() {
        ObjectNode connector = Schemas.body(route("act", "act_through_connector"));
        assertThat(connector.path("title").asText()).isEqualTo("Task");
        assertThat(connector.at("/properties/result/anyOf/0/title").asText()).isEqualTo("Move");
        assertThat(connector.at("/properties/result/anyOf/1/type").asText()).isEqualTo("null");
    }
}
