package svc.ops.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import svc.ops.process.SvcProcess;
import svc.projections.TestDatabases;

/**
 * {@code svc.jar bench} with tiny settings on PostgreSQL, as a process: it runs to the end, prints every row of its
 * table, and drops the scratch database it made. No figure is checked: speed is what the bench reports, not a test.
 */
class BenchIT {
    @Test
    void theBenchPrintsEveryRowOfItsTableAndDropsItsScratchDatabase() throws Exception {
        requirePostgres();
        Process bench = SvcProcess.builder("bench", List.of("--db", TestDatabases.PG_ADMIN_URL, "--events", "2000",
                "--seconds", "0.3")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(bench.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bench.waitFor(15, TimeUnit.MINUTES)).as(out).isTrue();
        assertThat(bench.exitValue()).as(out).isZero();

        assertThat(out).contains("concurrency", "raw insert+commit/s", "raw + clock lock/s", "Axon engine alone/s",
                "command in process/s", "command over HTTP/s", "settle over HTTP/s", "10 tenants over HTTP/s");
        for (String threads : List.of("1", "8", "32")) {
            assertThat(out).containsPattern("(?m)^" + threads
                    + " +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9]+% +[0-9,]+ +[0-9,]+$");
        }
        for (String call : List.of("GET /livez", "act/record", "act/settle",
                "read/unit as of two dates", "session/whoami")) {
            for (String threads : List.of("1", "8")) {
                Matcher row = Pattern.compile("(?m)^" + Pattern.quote(call) + " +" + threads
                        + " +[0-9,]+ +[0-9.]+ ms +[0-9.]+ ms +[0-9.]+x +[0-9.]+ ms$").matcher(out);
                assertThat(row.results().count()).as("%s at %s, on PostgreSQL and on the embedded H2", call, threads)
                        .isEqualTo(2);
            }
        }
        assertThat(out).contains("The same on the embedded H2", "act/settle p50 / act/record p50, concurrency 1",
                "the same on the embedded H2", "commands over HTTP at concurrency 1 / raw ceiling");
        assertThat(out).contains("commands over HTTP at concurrency 32 / raw ceiling",
                "commands in process at concurrency 32 / raw ceiling",
                "act/settle over HTTP at concurrency 32 / raw ceiling",
                "log generated", "2,000 events (400 corrections), 200 units", "rebuild, 14 projections",
                "INSERT ... SELECT of the same log rows", "rebuild / in-database copy",
                "as-of read p50, concurrency 8", "as-of read p99, concurrency 8", "server heap used",
                "the same query in the database alone, p50 / p99", "server peak resident memory (VmHWM)",
                "as-of read p99, idle / while every projection is rebuilt",
                "commands over HTTP (one caller) while it is rebuilt", "that rebuild, beside the serving server");
        assertThat(out).containsPattern("(?m)^act/record over HTTP at concurrency 32: two nodes together / one node "
                + "alone +[0-9,]+ / [0-9,]+ = [0-9.]+x +>= 1.5x +(yes|NO)$");
        assertThat(out).containsPattern("(?m)^  through one node of the two, the other up beside it +[0-9,]+/s");
        assertThat(out).containsPattern("(?m)^a change on one node read back on the other, p50 \\(p99\\) "
                + "+[0-9.]+ ms \\([0-9.]+ ms\\) +< 50 ms +(yes|NO)$");
        assertThat(out).containsPattern("(?m)^catch-up of a burst appended at once \\(appending it took [0-9.]+ s\\) "
                + "+400 events in [0-9.]+ s = [0-9,]+ events/s");
        assertThat(out).containsPattern("(?m)^as-of read p50 \\(p99\\), one caller +[0-9.]+ ms \\([0-9.]+ ms\\) "
                + "+< 2 ms +(yes|NO)$");
        assertThat(out).containsPattern("(?m)^  its steps +read the log [0-9.]+ s, fold [0-9.]+ s, "
                + "last events, under the claims [0-9.]+ s, swap [0-9.]+ s, analyze [0-9.]+ s");

        Matcher scratch = Pattern.compile("scratch database (svc_bench_[0-9a-f]+)").matcher(out);
        assertThat(scratch.find()).as(out).isTrue();
        assertThat(exists(scratch.group(1))).as("the scratch database is dropped").isFalse();
    }

    private static boolean exists(String database) throws SQLException {
        try (Connection admin = DriverManager.getConnection(TestDatabases.PG_ADMIN_URL);
                PreparedStatement query = admin.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            query.setString(1, database);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next();
            }
        }
    }

    /** As the other PostgreSQL tests: skipped without a reachable server, unless CI requires one. */
    private static void requirePostgres() {
        try (Connection admin = DriverManager.getConnection(TestDatabases.PG_ADMIN_URL)) {
            assertThat(admin.isValid(5)).isTrue();
        } catch (SQLException e) {
            if ("true".equalsIgnoreCase(System.getenv("SVC_REQUIRE_PG"))) {
                throw new IllegalStateException("PostgreSQL is required but did not answer: " + e.getMessage(), e);
            }
            Assumptions.abort("the bench test needs PostgreSQL at " + TestDatabases.PG_ADMIN_URL);
        }
    }
}
