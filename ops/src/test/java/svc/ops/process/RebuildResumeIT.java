package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * A rebuild killed with {@code kill -9} part way through the log, beside a running server: run
 * again, it resumes after the events it had committed, verifies the fresh tables equal to the live ones, swaps them
 * in, and leaves no claim behind.
 */
class RebuildResumeIT {
    @TempDir
    Path work;

    @Test
    void aKilledRebuildResumesWhereItStoppedAndEndsVerified() throws Exception {
        String url = TestDatabases.postgresUrl();
        List<String> storage = List.of("--db", url);
        Process server = SvcProcess.serve(storage, SvcProcess.freePort(), work.resolve("server.log"));
        try {
            SvcProcess.run("import", storage, hypotheses(2000).toString(), "--chunk", "100");
            Process first = SvcProcess.start("rebuild", storage, "--all", "--batch", "20");
            long handled = 0;
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            while (handled == 0 && first.isAlive() && System.nanoTime() < deadline) {
                handled = handledSoFar(url);
                Thread.sleep(20);
            }
            assertThat(first.isAlive()).as("the first rebuild is still running when it is killed").isTrue();
            first.destroyForcibly().waitFor();
            assertThat(handledSoFar(url)).as("events the killed rebuild had committed").isPositive();

            String out = SvcProcess.run("rebuild", storage, "--all", "--verify");

            assertThat(out).contains("hypotheses: resuming after").contains("the fresh tables are in");
            assertThat(count(url, "SELECT COUNT(*) FROM svc_rebuild.rebuild_job")).isZero();
            assertThat(count(url, "SELECT COUNT(*) FROM tokenentry WHERE owner LIKE 'rebuild:%'")).isZero();
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    private Path hypotheses(int count) throws Exception {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append("{\"kind\":\"hypothesis\",\"id\":\"h").append(i)
                    .append("\",\"place\":\"tenant/acme/brand/b1/strategy/s1\",\"claim\":\"imported\"}\n");
        }
        Path file = work.resolve("hypotheses.ndjson");
        Files.writeString(file, lines);
        return file;
    }

    private static long handledSoFar(String url) throws Exception {
        return count(url, "SELECT COALESCE(MIN(events), 0) FROM svc_rebuild.rebuild_job");
    }

    private static long count(String url, String sql) throws Exception {
        try (Connection db = DriverManager.getConnection(url);
                ResultSet rows = db.createStatement().executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
