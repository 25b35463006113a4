package svc.projections.strategy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.command.api.StrategyFields;
import svc.command.api.StrategyLife;

/** How a strategy's change points fold into its state, and how both are kept. */
class StrategyFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String UNIT = "acme/strategy/s1";
    static final String PLACE = "tenant/acme/brand/b/strategy/s1";
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final StrategyFold fold = new StrategyFold();

    @Test
    void aDraftedStrategyIsAtVersionOneWithItsContent() {
        StrategyState drafted = drafted();
        assertThat(drafted).extracting(StrategyState::present, StrategyState::id, StrategyState::place,
                StrategyState::life, StrategyState::version).containsExactly(true, "s1", PLACE, "drafted", 1L);
        assertThat(drafted.name()).isEqualTo("spring");
        assertThat(drafted.content().get("brands").get(0).asText()).isEqualTo("b");
        assertThat(drafted.content().get("game").isNull()).isTrue();
    }

    @Test
    void aChangeWritesItsMembersOverTheContentWithItsLifeAndVersion() {
        ObjectNode renamed = JsonNodeFactory.instance.objectNode().put("name", "summer");
        StrategyState changed = fold.apply(drafted(), (StrategyChange) StrategyChanges.of(new StrategyChanged(UNIT, 2,
                StrategyLife.ACTIVE, renamed, FROM)).get(0).op());
        assertThat(changed).extracting(StrategyState::name, StrategyState::life, StrategyState::version)
                .containsExactly("summer", "active", 2L);
        assertThat(changed.content().get("brands")).isEqualTo(drafted().content().get("brands"));
    }

    @Test
    void theContentIsKeptBesideTheStrategysOwnMembersNullsIncluded() throws Exception {
        StrategyState drafted = drafted();
        String kept = JSON.writeValueAsString(drafted);
        JsonNode tree = JSON.readTree(kept);
        assertThat(tree.has("content")).isFalse();
        assertThat(tree.path("name").asText()).isEqualTo("spring");
        assertThat(tree.has("policy")).isTrue();
        assertThat(tree.path("policy").isNull()).isTrue();
        assertThat(tree.path("version").isIntegralNumber()).isTrue();
        assertThat(JSON.readValue(kept, StrategyState.class)).isEqualTo(drafted);
        assertThat(JSON.writeValueAsString(JSON.readValue(kept, StrategyState.class))).isEqualTo(kept);
    }

    @Test
    void aStateKeptBeforeItWasARecordReadsBack() throws Exception {
        ObjectNode kept = JsonNodeFactory.instance.objectNode().put("present", true).put("id", "s1")
                .put("place", PLACE);
        kept.setAll(content());
        kept.put("life", "drafted").put("version", 1);
        assertThat(JSON.treeToValue(kept, StrategyState.class)).isEqualTo(drafted());
        assertThat(JSON.readTree(JSON.writeValueAsString(drafted()))).isEqualTo(kept);
    }

    private StrategyState drafted() {
        return fold.apply(fold.absent(), (StrategyChange) StrategyChanges.of(new StrategyDrafted(UNIT, "acme", "s1",
                PLACE, content(), FROM)).get(0).op());
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"draft\",\"id\":\"s1\",\"place\":\"tenant/acme/brand/b/strategy/s1\","
            + "\"content\":{\"name\":\"spring\",\"game\":null,\"brands\":[\"b\"]}}",
            "{\"op\":\"draft\",\"id\":\"s1\",\"place\":null,\"content\":{}}",
            "{\"op\":\"change\",\"life\":\"active\",\"version\":2,\"content\":{\"name\":\"summer\","
            + "\"policy\":{\"a\":1.5}}}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        StrategyChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        ObjectNode renamed = JsonNodeFactory.instance.objectNode().put("name", "summer");
        assertThat(JSON.writeValueAsString(StrategyChanges.of(new StrategyChanged(UNIT, 2, StrategyLife.ACTIVE, renamed,
                FROM)).get(0).op())).isEqualTo(
                "{\"op\":\"change\",\"life\":\"active\",\"version\":2,\"content\":{\"name\":\"summer\"}}");
    }

    private static ObjectNode content() {
        return StrategyFields.defaults(PLACE).put("name", "spring");
    }
}
