package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;

/**
 * Every segment of every processor stolen (as a node whose claim is newer would) again and again while changes
 * come in, then let go: the batches the thief cut short roll back with their token and are handled again, so each
 * recorded unit has exactly one change point and one row, and reads see every one. The server and its database are
 * the class's own, since the thief steals every processor's segments.
 */
@OnFreshPostgres
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
class PostgresStolenSegmentTest extends HttpSupport {
    private static final int UNITS = 60;

    @Test
    void projectionsStayExactWhenSegmentsAreStolenMidBatch() throws Exception {
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            Future<?> recording = caller.submit(() -> {
                for (int i = 0; i < UNITS; i++) {
                    assertThat(record(ana, s1, "st-" + i, "2026-01-01").status()).isEqualTo(200);
                }
                return null;
            });
            while (!recording.isDone()) {
                steal();
                Thread.sleep(700);
                letGo();
                Thread.sleep(300);
            }
            recording.get(10, TimeUnit.SECONDS);
        } finally {
            caller.shutdownNow();
        }

        for (int i = 0; i < UNITS; i++) {
            assertThat(unit(ana, s1, "st-" + i).status()).as("st-" + i).isEqualTo(200);
        }
        Map<String, Integer> changes = counts("SELECT unit_id, COUNT(*) FROM bt_change WHERE unit_id LIKE '%st-%' "
                + "GROUP BY unit_id");
        Map<String, Integer> rows = counts("SELECT unit_id, COUNT(*) FROM bt_unit WHERE unit_id LIKE '%st-%' "
                + "GROUP BY unit_id");
        assertThat(changes).hasSize(UNITS);
        assertThat(changes.values()).containsOnly(1);
        assertThat(rows).hasSize(UNITS);
        assertThat(rows.values()).containsOnly(1);
    }

    /** Claims every segment for another owner, as fresh as a claim can be. */
    private static void steal() throws Exception {
        try (Connection db = DriverManager.getConnection(FreshPostgres.url(PostgresStolenSegmentTest.class));
                PreparedStatement steal = db.prepareStatement("UPDATE tokenentry SET owner = 'thief', "
                        + "timestamp = ? WHERE processorname <> '__config'")) {
            steal.setString(1, Instant.now().toString());
            steal.executeUpdate();
        }
    }

    private static void letGo() throws Exception {
        try (Connection db = DriverManager.getConnection(FreshPostgres.url(PostgresStolenSegmentTest.class))) {
            db.createStatement().executeUpdate("UPDATE tokenentry SET owner = NULL WHERE owner = 'thief'");
        }
    }

    private static Map<String, Integer> counts(String sql) throws Exception {
        Map<String, Integer> counts = new HashMap<>();
        try (Connection db = DriverManager.getConnection(FreshPostgres.url(PostgresStolenSegmentTest.class));
                ResultSet rows = db.createStatement().executeQuery(sql)) {
            while (rows.next()) {
                counts.put(rows.getString(1), rows.getInt(2));
            }
        }
        return counts;
    }
}
