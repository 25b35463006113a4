package svc.ops.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The demo record has the shape the read routes need, and its corrections restate facts recorded before them. */
class DemoFactsTest {
    final DemoFacts demo = DemoFacts.make();

    long count(String kind) {
        return demo.first().stream().filter(fact -> fact.get("kind").asText().equals(kind)).count();
    }

    @Test
    void theSameRecordEveryTime() {
        assertThat(DemoFacts.make().first()).isEqualTo(demo.first());
        assertThat(DemoFacts.make().corrections()).isEqualTo(demo.corrections());
    }

    @Test
    void aFewThousandEntitiesAndConnectionsAndAYearOfLeads() {
        assertThat(count("entity")).isGreaterThan(2000);
        assertThat(count("connection")).isGreaterThan(2500);
        Set<String> months = demo.first().stream().filter(fact -> fact.get("kind").asText().equals("lead"))
                .map(fact -> fact.get("delivered").asText().substring(0, 7)).collect(Collectors.toSet());
        assertThat(months).hasSizeGreaterThanOrEqualTo(12);
        assertThat(count("parameter")).isGreaterThan(3);
        assertThat(count("vertical")).isEqualTo(1);
        assertThat(count("market_twin")).isEqualTo(2);
        assertThat(count("membership")).isGreaterThan(100);
    }

    @Test
    void connectionsJoinRecordedEntities() {
        Set<String> entities = demo.first().stream().filter(fact -> fact.get("kind").asText().equals("entity"))
                .map(fact -> fact.get("id").asText()).collect(Collectors.toSet());
        demo.first().stream().filter(fact -> fact.get("kind").asText().equals("connection")).forEach(connection -> {
            assertThat(entities).contains(connection.get("from").asText(), connection.get("to").asText());
            assertThat(connection.get("from")).isNotEqualTo(connection.get("to"));
        });
    }

    @Test
    void everyCorrectionRestatesAFactRecordedBeforeIt() {
        Map<String, ObjectNode> first = demo.first().stream().collect(Collectors.toMap(
                fact -> fact.get("kind").asText() + "/" + fact.get("id").asText(), Function.identity(),
                (a, b) -> a));
        assertThat(demo.corrections()).isNotEmpty();
        for (ObjectNode correction : demo.corrections()) {
            String unit = correction.get("kind").asText() + "/" + correction.get("id").asText();
            assertThat(first).as(unit).containsKey(unit);
            assertThat(correction).as(unit).isNotEqualTo(first.get(unit));
        }
    }
}
