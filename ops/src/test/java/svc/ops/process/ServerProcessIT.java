package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged service as a user runs it, on the embedded H2 default: commands beside a running server on the same
 * data, and a server killed with SIGKILL between two calls loses nothing it answered 200.
 */
class ServerProcessIT {
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final String H1 = "{\"unit\":{\"id\":\"h1\",\"kind\":\"hypothesis\"}}";

    @TempDir
    Path data;
    /** The record each test serves (the embedded default in {@link #data}), the server's port and its log. */
    private List<String> storage;
    private int port;
    private Path log;

    @BeforeEach
    void oneRecordEach() {
        storage = List.of("--data", data.toString());
        port = SvcProcess.freePort();
        log = data.resolve("server.log");
    }

    @Test
    void answeredCallsSurviveKillNineAndCommandsRunBesideTheServer() throws Exception {
        Process server = SvcProcess.serve(storage, port, log);
        try {
            String token = anasToken();

            // The grant was committed by another process just before: the very first call sees it.
            HttpResponse<String> recorded = SvcProcess.post(port, "act/record", token, SCOPE,
                    "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"h1\",\"claim\":\"Referrals convert better\","
                            + "\"true_from\":\"2026-01-01\"}]}");
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);
            HttpResponse<String> settled = SvcProcess.post(port, "act/settle", token, SCOPE,
                    "{\"hypothesis\":\"h1\",\"standing\":\"supported\",\"on\":\"March cohort\"}");
            assertThat(settled.statusCode()).as(settled.body()).isEqualTo(200);

            server.destroyForcibly().waitFor();
            server = SvcProcess.serve(storage, port, log);

            HttpResponse<String> unit = SvcProcess.post(port, "read/unit", token, SCOPE, H1);
            assertThat(unit.statusCode()).isEqualTo(200);
            assertThat(unit.body()).contains("\"standing\":\"supported\"", "\"on\":\"March cohort\"");

            String history = SvcProcess.run("history", storage, "--unit", "hypothesis/h1");
            assertThat(history).contains("HypothesisRecorded", "HypothesisSettled");

            Path facts = data.resolve("facts.ndjson");
            Files.writeString(facts, """
                    {"kind":"hypothesis","id":"h2","place":"tenant/acme/brand/b1/strategy/s1","claim":"Second"}
                    {"kind":"hypothesis","id":"h3","place":"tenant/acme/brand/b1/strategy/s1","claim":"Third"}
                    """);
            assertThat(SvcProcess.run("import", storage, facts.toString())).contains("imported 2 facts");
            SvcProcess.run("import", storage, facts.toString());
            HttpResponse<String> h2 = SvcProcess.post(port, "read/history", token, SCOPE,
                    "{\"unit\":{\"id\":\"h2\",\"kind\":\"hypothesis\"}}");
            assertThat(h2.statusCode()).as(h2.body()).isEqualTo(200);
            assertThat(h2.body().split("\"event\":\"HypothesisRecorded\"", -1)).hasSize(2);
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    /** H2's own shutdown hook used to close the record under the event store's reader on every stop. */
    @Test
    void aServerToldToStopClosesTheRecordItselfAndLogsNoError() throws Exception {
        Process server = SvcProcess.serve(storage, port, log);
        try {
            String token = anasToken();
            HttpResponse<String> recorded = SvcProcess.post(port, "act/record", token, SCOPE,
                    "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"h1\",\"claim\":\"Stopped cleanly\"}]}");
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);

            server.destroy();

            assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("stopped").isTrue();
            assertThat(server.exitValue()).as("the JVM's status for SIGTERM").isEqualTo(143);
            assertThat(Files.readString(log)).doesNotContain(" ERROR ").doesNotContain("Database is already closed");
            server = SvcProcess.serve(storage, port, log);
            assertThat(SvcProcess.post(port, "read/unit", token, SCOPE, H1).body()).contains("Stopped cleanly");
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    /**
     * Stopped at once, a start failed on a closed record, and a demo tenant half recorded was never completed (it is
     * recorded on a first start only).
     */
    @Test
    void aServerToldToStopWhileItRecordsTheDemoTenantStopsOnceStartedAndLogsNoError() throws Exception {
        List<String> demo = new ArrayList<>(storage);
        demo.add("--demo");
        Process server = SvcProcess.launch(demo, port, log, Map.of());
        try {
            assertThat(SvcProcess.firstReadiness(server, port, log)).as("listening, still recording the demo tenant")
                    .isEqualTo(503);

            server.destroy();

            assertThat(server.waitFor(120, TimeUnit.SECONDS)).as("stopped").isTrue();
            assertThat(server.exitValue()).as("the JVM's status for SIGTERM").isEqualTo(143);
            assertThat(Files.readString(log)).contains("stopping once started", "recorded the demo tenant 'demo'")
                    .doesNotContain(" ERROR ").doesNotContain("Database is already closed");
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    @Test
    void aKeyMadeFromTheCommandLineSignsInAtItsPlacesUntilRevokedAndIsNeverLogged() throws Exception {
        Process server = SvcProcess.serve(storage, port, log);
        try {
            SvcProcess.run("grant", storage, "--subject", "ana", "--place", "tenant/acme", "--grants", "read");
            String key = SvcProcess.run("key", storage, "--subject", "ana", "--places", SCOPE, "--ttl", "1d").trim();
            assertThat(key).matches("svc_[0-9a-f]{16}_[A-Za-z0-9_-]{43}");

            HttpResponse<String> whoami = SvcProcess.post(port, "session/whoami", key, SCOPE, "{}");
            assertThat(whoami.statusCode()).as(whoami.body()).isEqualTo(200);
            assertThat(whoami.body()).contains("\"credential\":\"key\"", "\"access_scopes\":[\"" + SCOPE + "\"]")
                    .doesNotContain(key.substring(21));

            SvcProcess.run("key", storage, "--revoke", key.substring(0, 20));
            assertThat(SvcProcess.post(port, "session/whoami", key, SCOPE, "{}").statusCode()).isEqualTo(401);
            assertThat(Files.readString(log)).doesNotContain(key.substring(21));
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    @Test
    void aMistypedOptionExitsWithTheCommandsUsageInsteadOfServingAnotherRecord() throws Exception {
        Process mistyped = SvcProcess.builder("serve", List.of("--dta", data.toString())).redirectErrorStream(true)
                .start();
        String said = new String(mistyped.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(mistyped.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(mistyped.exitValue()).as(said).isEqualTo(2);
        assertThat(said).contains("Unknown option", "'--dta'", "Usage: ./svc serve", "--data=DIR");

        Process help = SvcProcess.builder("grant", List.of("--help")).redirectErrorStream(true).start();
        String usage = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(help.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(help.exitValue()).as(usage).isZero();
        assertThat(usage).contains("Usage: ./svc grant", "--subject=S", "--withdraw");
    }

    /**
     * A call at this class's scope, right after the command line gave the caller its grants: the permission check
     * sees every grant committed before the call began, whichever process wrote it.
     */
    static HttpResponse<String> call(int port, String token, String route, String body) throws Exception {
        return SvcProcess.post(port, route, token, SCOPE, body);
    }

    /** A token of ana's, who may read and act at tenant/acme, made from the command line beside the server. */
    private String anasToken() throws Exception {
        SvcProcess.run("grant", storage, "--subject", "ana", "--place", "tenant/acme", "--grants", "read,act");
        return SvcProcess.run("token", storage, "--subject", "ana").trim();
    }
}
