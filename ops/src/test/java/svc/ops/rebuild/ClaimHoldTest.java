package svc.ops.rebuild;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

class ClaimHoldTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-27T12:00:00Z"), ZoneOffset.UTC);

    private SingleConnectionDataSource database;
    private JdbcTemplate jdbc;

    @BeforeEach
    void tokensOfTwoProcessors() {
        database = new SingleConnectionDataSource("jdbc:h2:mem:claims-" + System.nanoTime(), true);
        jdbc = new JdbcTemplate(database);
        jdbc.execute("CREATE TABLE tokenentry (processorname VARCHAR(255), segment INT, owner VARCHAR(255), "
                + "timestamp VARCHAR(255))");
        for (String processor : List.of("hypotheses", "facts", "notices")) {
            for (int segment = 0; segment < 2; segment++) {
                jdbc.update("INSERT INTO tokenentry VALUES (?, ?, 'node-1', '2026-11-27T11:59:59Z')", processor,
                        segment);
            }
        }
    }

    @AfterEach
    void close() {
        database.destroy();
    }

    @Test
    void theRebuildTakesEverySegmentOfTheNamedProcessorsAndNoOther() {
        try (ClaimHold hold = ClaimHold.take(jdbc, CLOCK, "rebuild:1", List.of("hypotheses", "facts"))) {
            assertThat(owners()).containsExactly("facts 0 rebuild:1", "facts 1 rebuild:1", "hypotheses 0 rebuild:1",
                    "hypotheses 1 rebuild:1", "notices 0 node-1", "notices 1 node-1");
            assertThatCode(hold::holdInThisTransaction).doesNotThrowAnyException();
        }
        assertThat(owners()).containsExactly("facts 0 null", "facts 1 null", "hypotheses 0 null", "hypotheses 1 null",
                "notices 0 node-1", "notices 1 node-1");
    }

    @Test
    void nothingIsHeldForTheSwapWhenALiveProcessorTookAClaimBack() {
        try (ClaimHold hold = ClaimHold.take(jdbc, CLOCK, "rebuild:1", List.of("hypotheses", "facts"))) {
            jdbc.update("UPDATE tokenentry SET owner = 'node-2' WHERE processorname = 'facts' AND segment = 1");

            assertThatThrownBy(hold::holdInThisTransaction).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("holds 3 of the 4 segment claims");
        }
    }

    private List<String> owners() {
        return jdbc.queryForList("SELECT processorname || ' ' || segment || ' ' || COALESCE(owner, 'null') "
                + "FROM tokenentry ORDER BY processorname, segment", String.class);
    }
}
