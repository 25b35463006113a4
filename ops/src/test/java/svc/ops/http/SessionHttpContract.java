package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.store.AxonStorageConfig;
import svc.gateway.auth.ApiKeys;
import svc.gateway.auth.CallerScopes;
import svc.sql.SqlTimes;

/**
 * The session routes through the real server: who the caller is (token, API key, run), its grants after the three
 * narrowings, the scopes it reads, signing out of one and of every session, and API keys. Each test that changes
 * sessions or grants uses its own subject, since all tests share one server and database.
 */
@ExtendWith(OutputCaptureExtension.class)
abstract class SessionHttpContract extends HttpSupport {
    @Autowired
    ApiKeys keys;
    @Autowired
    CallerScopes callerScopes;
    @Autowired
    JdbcTemplate jdbc;

    // ------------------------------------------------------------------------------------------------- cards

    @Test
    void eachSessionRouteAnswersItsCard() throws Exception {
        assertCard(post("session/whoami", ana, acme, "{}"), 200, "Caller", acme);
        assertCard(post("session/my_grants", ana, acme, "{}"), 200, "[GrantRef]", acme);
        assertCard(post("session/my_scopes", ana, acme, "{}"), 200, "[Scope]", acme);
        Reply signedOut = post("session/sign_out", tokens.issue(anaId, Duration.ofHours(1)), acme, "{}");
        assertCard(signedOut, 200, "Nothing", acme);
        assertThat(signedOut.body()).isEqualTo(json("{}"));
    }

    @Test
    void theSessionRoutesNeedAReadGrantLikeTheRegisterSays() throws Exception {
        for (String route : List.of("session/whoami", "session/my_grants", "session/my_scopes", "session/sign_out")) {
            assertRefusal(post(route, bo, acme, "{}"), 403, "not_allowed");
        }
    }

    // ------------------------------------------------------------------------------------------------- whoami

    @Test
    void whoamiWithoutInputIdentifiesTheCallersOwnToken() throws Exception {
        Reply reply = post("session/whoami", ana, acme, "{}");
        assertCard(reply, 200, "Caller", acme);
        JsonNode caller = reply.body();
        assertThat(caller.get("subject").asText()).isEqualTo(anaId);
        assertThat(caller.get("credential").asText()).isEqualTo("token");
        assertThat(caller.get("issuer").asText()).isEqualTo("svc-built-in");
        assertThat(caller.get("session").asText()).isNotBlank();
        assertThat(Instant.parse(caller.get("expires").asText())).isAfter(Instant.now());
        assertThat(caller.get("scopes")).isEqualTo(json("[{\"place\":\"" + acme + "\",\"grants\":[\"read\",\"ask\","
                + "\"act\"],\"mode\":\"run\"},{\"place\":\"" + otherTenant + "\",\"grants\":[\"read\",\"ask\","
                + "\"act\"],\"mode\":\"run\"}]"));
        assertThat(caller.get("access_scopes")).isEqualTo(json("[\"" + acme + "\",\"" + otherTenant + "\"]"));
        assertThat(reply.text()).doesNotContain(ana);
    }

    @Test
    void whoamiIdentifiesATokenGivenInTheBody() throws Exception {
        Reply reply = post("session/whoami", ana, acme, JSON.createObjectNode().put("token", rita).toString());
        assertCard(reply, 200, "Caller", acme);
        assertThat(reply.body().get("subject").asText()).isEqualTo(ritaId);
        assertThat(reply.body().get("scopes")).isEqualTo(json("[{\"place\":\"" + acme + "\",\"grants\":[\"read\"],"
                + "\"mode\":null}]"));
        assertThat(reply.text()).doesNotContain(rita);
    }

    @Test
    void aBadTokenOrKeyInTheBodyIsRefused400NamingIt() throws Exception {
        String expired = tokens.issue(ritaId, Duration.ofMinutes(-10));
        JsonNode token = assertRefusal(post("session/whoami", ana, acme,
                JSON.createObjectNode().put("token", expired).toString()), 400, "invalid_input");
        assertThat(token.get("field").asText()).isEqualTo("/token");
        JsonNode key = assertRefusal(post("session/whoami", ana, acme,
                JSON.createObjectNode().put("key", "svc_0123456789abcdef_" + "x".repeat(43)).toString()), 400,
                "invalid_input");
        assertThat(key.get("field").asText()).isEqualTo("/key");
        JsonNode both = assertRefusal(post("session/whoami", ana, acme,
                JSON.createObjectNode().put("token", rita).put("key", "svc_x").toString()), 400, "invalid_input");
        assertThat(both.get("field").asText()).isEqualTo("/key");
        assertThat(token.toString() + key + both).doesNotContain(expired, "x".repeat(43));
    }

    @Test
    void whoamiIdentifiesAnApiKeyAsTheCallerAndInTheBody() throws Exception {
        String key = keys.issue(anaId, List.of(s1), Duration.ofDays(1)).key();
        Reply own = post("session/whoami", key, s1, "{}");
        assertCard(own, 200, "Caller", s1);
        JsonNode caller = own.body();
        assertThat(caller.get("subject").asText()).isEqualTo(anaId);
        assertThat(caller.get("credential").asText()).isEqualTo("key");
        assertThat(caller.get("issuer").asText()).isEqualTo("svc-api-keys");
        assertThat(caller.get("session").isNull()).isTrue();
        assertThat(caller.get("access_scopes")).isEqualTo(json("[\"" + s1 + "\"]"));
        assertThat(caller.get("scopes")).isEqualTo(json("[{\"place\":\"" + s1 + "\",\"grants\":[\"read\",\"ask\","
                + "\"act\"],\"mode\":\"run\"}]"));

        Reply inBody = post("session/whoami", rita, acme, JSON.createObjectNode().put("key", key).toString());
        assertCard(inBody, 200, "Caller", acme);
        assertThat(inBody.body().get("subject").asText()).isEqualTo(anaId);
        assertThat(inBody.body().get("access_scopes")).isEqualTo(json("[\"" + s1 + "\"]"));
        assertThat(own.text() + inBody.text()).doesNotContain(secretOf(key));
    }

    @Test
    void whoamiOfATaskAnswersWhoStartedItNarrowedToTheTasksPlace() throws Exception {
        ObjectNode observation = JSON.createObjectNode().put("kind", "observation").put("id", "ob-whoami")
                .put("source", "http://127.0.0.1:9/ob-whoami").put("text", "the entry plan is gone")
                .put("true_from", "2026-01-01");
        assertCard(post("act/record", ana, b1, facts(observation)), 200, "Recorded", b1);
        ObjectNode deepen = JSON.createObjectNode().put("observation", "ob-whoami").put("depth", "embed");
        deepen.putObject("asked_by").put("id", "h-whoami").put("kind", "hypothesis");
        Reply started = post("act/deepen", ana, s1, deepen.toString());
        assertCard(started, 202, "Task", s1);
        String task = started.body().get("task").asText();

        Reply reply = post("session/whoami", rita, acme, JSON.createObjectNode().put("run", "run:" + task).toString());
        assertCard(reply, 200, "Caller", acme);
        JsonNode caller = reply.body();
        assertThat(caller.get("subject").asText()).isEqualTo(anaId);
        assertThat(caller.get("credential").asText()).isEqualTo("run");
        assertThat(caller.get("run").asText()).isEqualTo("run:" + task);
        assertThat(caller.get("access_scopes")).isEqualTo(json("[\"" + s1 + "\"]"));
        assertThat(caller.get("scopes")).isEqualTo(json("[{\"place\":\"" + s1 + "\",\"grants\":[\"read\",\"ask\","
                + "\"act\"],\"mode\":\"run\"}]"));

        Reply elsewhere = post("session/whoami", ana, otherTenant, JSON.createObjectNode().put("run", task)
                .toString());
        Reply missing = post("session/whoami", ana, otherTenant, "{\"run\":\"tk_0000000000000000\"}");
        assertRefusal(elsewhere, 404, "not_found");
        assertSameButRun(elsewhere.json(), missing.json());
    }

    @Test
    void whoamiOfAnArmedWorkflowAnswersWhoArmedIt() throws Exception {
        String scope = b1 + "/strategy/s-whoami";
        Reply armed = post("act/workflow", ana, scope, StrategyAndWorkflowHttpContract.workflowInput("arm",
                "w-whoami", "hypothesis recorded", StrategyAndWorkflowHttpContract.noteStep("noted")).toString());
        assertCard(armed, 200, "WorkflowAnswer", scope);

        Reply reply = untilFound(rita, acme, "{\"run\":\"run:w-whoami\"}");
        assertCard(reply, 200, "Caller", acme);
        assertThat(reply.body().get("subject").asText()).isEqualTo(anaId);
        assertThat(reply.body().get("credential").asText()).isEqualTo("run");
        assertThat(reply.body().get("access_scopes")).isEqualTo(json("[\"" + scope + "\"]"));
        assertThat(reply.body().get("scopes").get(0).get("place").asText()).isEqualTo(scope);
    }

    // ---------------------------------------------------------------------------------------------- my_grants

    @Test
    void myGrantsAppliesTheThreeNarrowings() throws Exception {
        String carl = "carl-" + ownName;
        give(carl, acme, List.of("read"));
        give(carl, b1, List.of("read", "act"), "propose");
        String token = tokens.issue(carl, Duration.ofHours(1));
        untilGranted(token, acme);
        untilMode(token, b1, "propose");

        Reply held = post("session/my_grants", token, acme, "{}");
        assertCard(held, 200, "[GrantRef]", acme);
        assertThat(held.body()).isEqualTo(json("[{\"place\":\"" + acme + "\",\"grants\":[\"read\"],\"mode\":null},"
                + "{\"place\":\"" + b1 + "\",\"grants\":[\"read\",\"act\"],\"mode\":\"propose\"}]"));

        Reply atPlace = post("session/my_grants", token, acme, "{\"place\":\"" + s1 + "\"}");
        assertThat(atPlace.body()).isEqualTo(json("[{\"place\":\"" + s1 + "\",\"grants\":[\"read\",\"act\"],"
                + "\"mode\":\"propose\"}]"));
        Reply atScope = post("session/my_grants", token, b2, "{}");
        assertThat(atScope.body()).isEqualTo(json("[{\"place\":\"" + b2 + "\",\"grants\":[\"read\"],"
                + "\"mode\":null}]"));

        String key = keys.issue(carl, List.of(b2), Duration.ofDays(1)).key();
        Reply byKey = post("session/my_grants", key, b2, "{}");
        assertThat(byKey.body()).isEqualTo(json("[{\"place\":\"" + b2 + "\",\"grants\":[\"read\"],\"mode\":null}]"));
        assertRefusal(post("session/my_grants", key, acme, "{}"), 403, "not_allowed");
    }

    @Test
    void myGrantsRefusesAPlaceOutsideTheCallOrMalformed() throws Exception {
        assertThat(assertRefusal(post("session/my_grants", ana, s1, "{\"place\":\"" + s2 + "\"}"), 400,
                "invalid_input").get("field").asText()).isEqualTo("/place");
        assertThat(assertRefusal(post("session/my_grants", ana, acme, "{\"place\":\"acme\"}"), 400,
                "invalid_input").get("field").asText()).isEqualTo("/place");
    }

    // ---------------------------------------------------------------------------------------------- my_scopes

    @Test
    void myScopesAnswersThePlacesTheCallerReadsNarrowedByItsKey() throws Exception {
        Reply scopes = post("session/my_scopes", ana, acme, "{}");
        assertCard(scopes, 200, "[Scope]", acme);
        assertThat(scopes.body()).isEqualTo(json("[{\"place\":\"" + acme + "\",\"rung\":\"tenant\"},"
                + "{\"place\":\"" + otherTenant + "\",\"rung\":\"tenant\"}]"));
        assertThat(callerScopes.readable(anaId)).containsExactly(acme, otherTenant);
        assertThat(callerScopes.readable(boId)).isEmpty();

        String key = keys.issue(anaId, List.of(s1), Duration.ofDays(1)).key();
        assertThat(post("session/my_scopes", key, s1, "{}").body())
                .isEqualTo(json("[{\"place\":\"" + s1 + "\",\"rung\":\"strategy\"}]"));
    }

    // ---------------------------------------------------------------------------------------------- sign_out

    @Test
    void signingOutEndsThatSessionOnlyAndItIsRefused401AtOnce() throws Exception {
        String leaving = tokens.issue(anaId, Duration.ofHours(1));
        String staying = tokens.issue(anaId, Duration.ofHours(1));
        assertThat(unit(leaving, s1, "h-no-such").status()).isEqualTo(404);

        assertCard(post("session/sign_out", leaving, acme, "{\"every_session\":false}"), 200, "Nothing", acme);

        assertUnauthenticated(unit(leaving, s1, "h-no-such"));
        assertUnauthenticated(post("session/whoami", leaving, acme, "{}"));
        assertThat(unit(staying, s1, "h-no-such").status()).isEqualTo(404);
        assertThat(assertRefusal(post("session/whoami", staying, acme,
                JSON.createObjectNode().put("token", leaving).toString()), 400, "invalid_input").get("field").asText())
                .isEqualTo("/token");
    }

    @Test
    void signingOutOfEverySessionEndsEveryTokenIssuedUntilThen() throws Exception {
        String dora = "dora-" + ownName;
        give(dora, acme, List.of("read"));
        String first = tokens.issue(dora, Duration.ofHours(1));
        untilGranted(first, acme);
        String second = tokens.issue(dora, Duration.ofHours(1));

        assertCard(post("session/sign_out", second, acme, "{\"every_session\":true}"), 200, "Nothing", acme);
        Instant signedOut = Instant.now();

        assertUnauthenticated(unit(first, s1, "h-no-such"));
        assertUnauthenticated(unit(second, s1, "h-no-such"));
        assertThat(unit(ana, s1, "h-no-such").status()).as("another subject's session").isEqualTo(404);
        while (Instant.now().getEpochSecond() <= signedOut.getEpochSecond()) {
            Thread.sleep(20);
        }
        String later = tokens.issue(dora, Duration.ofHours(1));
        assertThat(unit(later, s1, "h-no-such").status()).as("a session begun later").isEqualTo(404);
    }

    @Test
    void theRecordOfSignOutsKeepsLiveSessionsAndOneEndOfEverySessionPerSubject() throws Exception {
        String finn = "finn-" + ownName;
        give(finn, acme, List.of("read"));
        untilGranted(tokens.issue(finn, Duration.ofHours(1)), acme);
        jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at, expires_at) VALUES ('long-gone', ?, ?, ?)",
                finn, SqlTimes.at(Instant.now().minus(Duration.ofDays(2))),
                SqlTimes.at(Instant.now().minus(Duration.ofDays(1))));

        assertCard(post("session/sign_out", tokens.issue(finn, Duration.ofHours(1)), acme,
                "{\"every_session\":false}"), 200, "Nothing", acme);
        assertThat(ends(finn, "sid = 'long-gone'")).as("a session whose token expired a day ago").isZero();
        assertThat(ends(finn, "sid IS NOT NULL")).as("the session just ended").isEqualTo(1);

        for (int i = 0; i < 2; i++) {
            assertCard(post("session/sign_out", tokens.issue(finn, Duration.ofHours(1)), acme,
                    "{\"every_session\":true}"), 200, "Nothing", acme);
            // The next token must be issued in a later second than the end just recorded (tokens carry whole
            // seconds), so the wait counts from the answer, not from the call.
            Instant answered = Instant.now();
            while (Instant.now().getEpochSecond() <= answered.getEpochSecond()) {
                Thread.sleep(20);
            }
        }
        assertThat(ends(finn, "sid IS NULL")).as("the later end of every session covers the earlier").isEqualTo(1);
        assertThat(ends(finn, "sid IS NOT NULL")).isEqualTo(1);
    }

    private int ends(String subject, String which) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM svc_session_end WHERE subject = ? AND " + which,
                Integer.class, subject);
    }

    @Test
    void signingOutWithAKeyEndsNothing() throws Exception {
        String key = keys.issue(anaId, null, Duration.ofDays(1)).key();
        assertCard(post("session/sign_out", key, acme, "{\"every_session\":true}"), 200, "Nothing", acme);
        assertThat(unit(key, s1, "h-no-such").status()).isEqualTo(404);
        assertThat(unit(ana, s1, "h-no-such").status()).isEqualTo(404);
    }

    // ---------------------------------------------------------------------------------------------- API keys

    @Test
    void aKeySignsInAndItsPlacesNarrowWhatItMayDo() throws Exception {
        String key = keys.issue(anaId, List.of(s1), Duration.ofDays(1)).key();
        assertThat(key).matches("svc_[0-9a-f]{16}_[A-Za-z0-9_-]{43}");
        assertThat(unit(key, s1, "h-no-such").status()).isEqualTo(404);
        JsonNode beyond = assertRefusal(unit(key, s2, "h-no-such"), 403, "not_allowed");
        assertThat(beyond.get("reason").asText()).contains("issued for " + s1);
        assertThat(beyond.get("scope_needed").asText()).isEqualTo(s1);
        assertRefusal(unit(key, acme, "h-no-such"), 403, "not_allowed");
        assertThat(beyond.toString()).doesNotContain(secretOf(key));
    }

    @Test
    void aWrongRevokedOrExpiredKeyIsRefused401() throws Exception {
        String key = keys.issue(anaId, null, Duration.ofDays(1)).key();
        assertUnauthenticated(unit(wrongSecret(key), s1, "h-no-such"));
        assertUnauthenticated(unit("svc_0123456789abcdef_" + secretOf(key), s1, "h-no-such"));
        assertUnauthenticated(unit("svc_malformed", s1, "h-no-such"));

        String expired = keys.issue(anaId, null, Duration.ofSeconds(-1)).key();
        assertUnauthenticated(unit(expired, s1, "h-no-such"));

        ApiKeys.Issued revoked = keys.issue(anaId, null, Duration.ofDays(1));
        assertThat(unit(revoked.key(), s1, "h-no-such").status()).isEqualTo(404);
        assertThat(keys.revoke(revoked.prefix())).isTrue();
        assertUnauthenticated(unit(revoked.key(), s1, "h-no-such"));
        assertThat(keys.revoke(revoked.prefix())).as("revoked once").isFalse();
    }

    @Test
    void noKeyOrTokenIsWrittenToTheLog(CapturedOutput output) throws Exception {
        String key = keys.issue(anaId, List.of(s1), Duration.ofDays(1)).key();
        String token = tokens.issue(anaId, Duration.ofHours(1));
        List<Reply> replies = new ArrayList<>();
        replies.add(post("session/whoami", key, s1, "{}"));
        replies.add(post("session/whoami", token, acme, JSON.createObjectNode().put("key", key).toString()));
        replies.add(post("session/whoami", token, acme, JSON.createObjectNode().put("token", token).toString()));
        replies.add(unit(wrongSecret(key), s1, "h-no-such"));
        replies.add(post("session/sign_out", token, acme, "{}"));
        replies.add(unit(token, s1, "h-no-such"));
        assertThat(replies).extracting(Reply::status).containsExactly(200, 200, 200, 401, 200, 401);
        String secret = secretOf(key);
        String signature = token.substring(token.lastIndexOf('.') + 1);
        assertThat(output.getAll()).doesNotContain(secret, signature);
        replies.forEach(reply -> assertThat(reply.text()).doesNotContain(secret, signature));
    }

    // ------------------------------------------------------------------------------------------------ helpers

    static String wrongSecret(String key) {
        return key.substring(0, key.length() - 4) + (key.endsWith("AAAA") ? "BBBB" : "AAAA");
    }

    static String secretOf(String key) {
        return key.substring(key.indexOf('_', 4) + 1);
    }

    void give(String subject, String place, List<String> grants, String mode) {
        commands.sendAndWait(GenericCommandMessage.asCommandMessage(
                new GiveGrant(GrantIds.of(subject, place), subject, place, grants, mode, "http-tests"))
                .andMetaData(Map.of(AxonStorageConfig.BY, "http-tests", AxonStorageConfig.RUN, "run_http_tests",
                        AxonStorageConfig.ROUTE, "grant", AxonStorageConfig.BECAUSE, "test setup")));
    }

    /** The grants projection fills asynchronously: waits until my_grants shows the mode on the place. */
    void untilMode(String token, String place, String mode) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = post("session/my_grants", token, place, "{}");
            if (reply.status() == 200 && reply.body().size() == 1
                    && mode.equals(reply.body().get(0).path("mode").asText())) {
                return;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        assertThat(reply.text()).as("mode %s on %s", mode, place).contains(mode);
    }

    /** The workflow runner's table fills asynchronously: asks whoami until the run is found. */
    Reply untilFound(String token, String scope, String body) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = post("session/whoami", token, scope, body);
            if (reply.status() != 404) {
                return reply;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        return reply;
    }
}
