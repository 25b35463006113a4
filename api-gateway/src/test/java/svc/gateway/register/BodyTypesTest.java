package svc.gateway.register;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BodyTypesTest {

    @Test
    void everyRouteNamesABodyTypeTheRegisterHolds() {
        for (Route route : Register.ROUTES) {
            assertThat(BodyTypes.find(route.body())).as(route.key() + " answers " + route.body()).isPresent();
        }
        assertThat(BodyTypes.find("Task")).as("task routes answer a Task").isPresent();
    }

    @Test
    void aListTypeIsFoundByItsElement() {
        assertThat(BodyTypes.list("[ScrapeRun]")).isTrue();
        assertThat(BodyTypes.element("[ScrapeRun]")).isEqualTo("ScrapeRun");
        assertThat(BodyTypes.find("[ScrapeRun]").map(BodyType::name)).hasValue("ScrapeRun");
        assertThat(BodyTypes.find("NoSuchType")).isEmpty();
    }

    @Test
    void aRecordBodyIsDescribedByItsWireMembersEachWrittenEvenWhenNull() {
        var hypothesis = BodyTypes.find("Hypothesis").orElseThrow().schema();
        assertThat(hypothesis.at("/properties").fieldNames()).toIterable()
                .containsExactly("id", "claim", "standing", "on", "settled_by", "place");
        assertThat(hypothesis.at("/required")).hasSize(6);
        assertThat(hypothesis.at("/properties/settled_by/type").toString()).isEqualTo("[\"string\",\"null\"]");
        assertThat(hypothesis.at("/additionalProperties").asBoolean(true)).isFalse();
    }

    @Test
    void theSchemaHandedOutIsACopy() {
        BodyType nothing = BodyTypes.find("Nothing").orElseThrow();
        nothing.schema().put("maxProperties", 9);
        assertThat(nothing.schema().path("maxProperties").asInt()).isZero();
    }
}
