package svc.projections.fact;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.FactRecorded;
import svc.projections.bitemporal.ChangePoint;

/** How a plain fact's statements fold into its state, and how both are kept. */
class FactFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final FactFold fold = new FactFold();

    ObjectNode state(String json) throws Exception {
        return (ObjectNode) JSON.readTree(json);
    }

    FactChange change(String json) throws Exception {
        return JSON.readValue(json, FactChange.class);
    }

    @Test
    void aStatementSetsItsMembersAndKeepsThoseItDoesNotGive() throws Exception {
        FactState first = fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme",
                 "fields":{"name":"Northwind","employees":12}}"""));
        FactState second = fold.apply(first, change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"name":"Northwind AG"}}"""));
        assertThat((JsonNode) JSON.valueToTree(second)).isEqualTo(state("""
                {"present":true,"id":"e1","kind":"entity","place":"tenant/acme","name":"Northwind AG",
                 "employees":12}"""));
    }

    @Test
    void aMemberGivenAsNullIsRemoved() throws Exception {
        FactState first = fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"employees":12}}"""));
        FactState second = fold.apply(first, change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"employees":null}}"""));
        assertThat(second.fields()).doesNotContainKey("employees");
        assertThat(second.field("employees").isMissingNode()).isTrue();
    }

    @Test
    void theEndOfAFactClosesIt() throws Exception {
        FactState first = fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{}}"""));
        assertThat(fold.apply(first, change("{\"op\":\"end\"}")).present()).isFalse();
        assertThat(first.present()).isTrue();
    }

    @Test
    void theChangePointsOfARecordedFactStateItThenEndIt() {
        ObjectNode fields = JSON.createObjectNode().put("name", "Northwind");
        List<ChangePoint> points = FactChanges.of(new FactRecorded("acme/entity/e1", "acme", "entity", "e1",
                "tenant/acme", fields, FROM, FROM.plusSeconds(60)));
        FactState stated = fold.apply(fold.absent(), (FactChange) points.get(0).op());
        assertThat(stated).isEqualTo(new FactState(true, "e1", "entity", "tenant/acme",
                Map.of("name", JSON.getNodeFactory().textNode("Northwind"))));
        assertThat(fold.apply(stated, (FactChange) points.get(1).op()).present()).isFalse();
    }

    @Test
    void theStateIsKeptAsTheJsonTheFoldWroteBefore() throws Exception {
        FactState first = fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme",
                 "fields":{"name":"Northwind","employees":12,"share":0.25,"big":12345678901234,
                 "keys":{"vat":"DE1"},"aliases":["NW"],"active":true}}"""));
        FactState second = fold.apply(first, change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme",
                 "fields":{"employees":null,"name":"Northwind AG","employees2":3,"fields":"free"}}"""));
        String kept = JSON.writeValueAsString(second);
        assertThat(kept).isEqualTo("{\"present\":true,\"id\":\"e1\",\"kind\":\"entity\",\"place\":\"tenant/acme\","
                + "\"name\":\"Northwind AG\",\"share\":0.25,\"big\":12345678901234,\"keys\":{\"vat\":\"DE1\"},"
                + "\"aliases\":[\"NW\"],\"active\":true,\"employees2\":3,\"fields\":\"free\"}");
        FactState read = JSON.readValue(kept, FactState.class);
        assertThat(read).isEqualTo(second);
        assertThat(JSON.writeValueAsString(read)).isEqualTo(kept);
        assertThat(read.field("big").isLong()).isTrue();
    }

    @Test
    void anAbsentOrEndedFactIsKeptWithoutItsMissingMembers() throws Exception {
        assertThat(JSON.writeValueAsString(fold.absent())).isEqualTo("{\"present\":false}");
        FactState ended = fold.apply(fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"n":1}}""")),
                change("{\"op\":\"end\"}"));
        String kept = JSON.writeValueAsString(ended);
        assertThat(kept).isEqualTo(
                "{\"present\":false,\"id\":\"e1\",\"kind\":\"entity\",\"place\":\"tenant/acme\",\"n\":1}");
        assertThat(JSON.readValue(kept, FactState.class)).isEqualTo(ended);
        assertThat(JSON.readValue("{\"present\":false}", FactState.class)).isEqualTo(fold.absent());
    }

    @Test
    void aMemberReadBackIsTheNodeItWasGiven() throws Exception {
        JsonNode given = state("{\"value\":1.5}").get("value");
        FactState read = JSON.readValue("{\"present\":true,\"id\":\"p\",\"kind\":\"parameter\",\"place\":\"t\","
                + "\"value\":1.5}", FactState.class);
        assertThat(read.field("value")).isEqualTo(given);
    }

    @Test
    void asRecordedItIsTheKeptObjectWithoutPresent() throws Exception {
        FactState stated = fold.apply(fold.absent(), change("""
                {"op":"record","id":"e1","kind":"entity","place":"tenant/acme","fields":{"name":"N","n":1}}"""));
        assertThat(JSON.writeValueAsString(stated.recorded()))
                .isEqualTo("{\"id\":\"e1\",\"kind\":\"entity\",\"place\":\"tenant/acme\",\"name\":\"N\",\"n\":1}");
    }
    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"record\",\"id\":\"e1\",\"kind\":\"entity\",\"place\":\"tenant/acme\","
            + "\"fields\":{\"name\":\"Northwind\",\"employees\":12,\"share\":0.25,\"gone\":null,"
            + "\"keys\":{\"vat\":\"DE1\"},\"aliases\":[\"NW\"]}}",
            "{\"op\":\"record\",\"id\":\"e1\",\"kind\":\"entity\",\"place\":null,\"fields\":{}}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        FactChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        List<ChangePoint> points = FactChanges.of(new FactRecorded("acme/entity/e1", "acme", "entity", "e1",
                "tenant/acme", JSON.createObjectNode().put("name", "Northwind"), FROM, FROM.plusSeconds(60)));
        assertThat(JSON.writeValueAsString(points.get(0).op())).isEqualTo(
                "{\"op\":\"record\",\"id\":\"e1\",\"kind\":\"entity\",\"place\":\"tenant/acme\","
                + "\"fields\":{\"name\":\"Northwind\"}}");
    }

}
