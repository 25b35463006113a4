package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;
import org.springframework.test.context.TestPropertySource;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Rate limits through the real server, with small quotas: 3 calls per subject and 5 per tenant, refilled at one a
 * minute, so nothing refills while a test runs. Every test makes its own subjects and tenants, so no test spends
 * another's buckets. The server is the class's own: quotas this small would refuse the calls of classes sharing one.
 */
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
@TestPropertySource(properties = {
        "svc.limits.subject.capacity=" + LimitsHttpContract.SUBJECT_QUOTA,
        "svc.limits.subject.refill-per-minute=1",
        "svc.limits.tenant.capacity=" + LimitsHttpContract.TENANT_QUOTA,
        "svc.limits.tenant.refill-per-minute=1",
        "svc.limits.unsynced-calls=" + LimitsHttpContract.UNSYNCED_CALLS,
        "svc.limits.sync-interval=1m"})
abstract class LimitsHttpContract extends HttpSupport {
    static final int SUBJECT_QUOTA = 3;
    static final int TENANT_QUOTA = 5;
    /** Calls a node takes from its copy of a shared bucket before it writes them back (PostgreSQL). */
    static final int UNSYNCED_CALLS = 2;
    static final String POLICIES = "\"subject\";q=3;w=180, \"tenant\";q=5;w=300";
    private static final Pattern STATE = Pattern.compile("\"(subject|tenant)\";r=(\\d+);t=(\\d+)");

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate transactions;
    @Autowired
    MeterRegistry meters;

    /**
     * Not the shared setup: its grants are awaited by polling through the server, which would spend these small
     * quotas; these tests give their own grants and wait for them in the database instead.
     */
    @Override
    void tokensAndGrants() {
    }

    @Test
    void aPassCarriesThePoliciesAndTheTighterBucket() throws Exception {
        String subject = fresh("sub");
        String tenant = scope(fresh("t"));
        String token = granted(subject, tenant);

        Reply first = runs(token, tenant);
        assertCard(first, 200, "[ScrapeRun]", tenant);
        assertThat(first.header("RateLimit-Policy")).isEqualTo(POLICIES);
        assertState(first, "subject", SUBJECT_QUOTA - 1, 1, 60);

        Reply second = runs(token, tenant);
        assertCard(second, 200, "[ScrapeRun]", tenant);
        assertState(second, "subject", SUBJECT_QUOTA - 2, 1, 120);
    }

    @Test
    void theCallPastTheSubjectsQuotaIsRefusedWhileAnotherSubjectPasses() throws Exception {
        String tenant = scope(fresh("t"));
        String limited = token(fresh("sub"));
        for (int i = 1; i <= SUBJECT_QUOTA; i++) {
            // No grant: each call is refused 403 by the permission check, after it was counted.
            Reply counted = runs(limited, tenant);
            assertRefusal(counted, 403, "not_allowed");
            assertThat(counted.header("RateLimit-Policy")).isEqualTo(POLICIES);
            assertState(counted, "subject", SUBJECT_QUOTA - i, 0, 60 * i);
        }

        double timedBefore = tooMany();
        Reply refused = runs(limited, tenant);
        JsonNode refusal = assertRefusal(refused, 429, "too_many");
        assertThat(tooMany()).as("the refused call is timed under its route").isEqualTo(timedBefore + 1);
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertThat(retryAfter).isBetween(1L, 60L);
        assertThat(refusal.get("retry_after").asLong()).isEqualTo(retryAfter);
        assertThat(refused.header("RateLimit-Policy")).isEqualTo(POLICIES);
        assertThat(refused.header("RateLimit")).isEqualTo("\"subject\";r=0;t=" + retryAfter);

        // The tenant's bucket now holds the tighter count: the refused call did not spend it.
        Reply other = runs(token(fresh("sub")), tenant);
        assertRefusal(other, 403, "not_allowed");
        assertState(other, "tenant", TENANT_QUOTA - SUBJECT_QUOTA - 1, 0, 60L * (SUBJECT_QUOTA + 1));
    }

    @Test
    void theTenantsQuotaLimitsItsSubjectsTogetherAndARefusedCallCostsTheSubjectNothing() throws Exception {
        String tenant = scope(fresh("t"));
        String one = token(fresh("sub"));
        String two = token(fresh("sub"));
        for (int i = 0; i < SUBJECT_QUOTA; i++) {
            assertRefusal(runs(one, tenant), 403, "not_allowed");
        }
        for (int i = 0; i < TENANT_QUOTA - SUBJECT_QUOTA; i++) {
            assertRefusal(runs(two, tenant), 403, "not_allowed");
        }
        Reply last = runs(two, tenant);
        assertState(last, "tenant", 0, 1, 60 * TENANT_QUOTA);
        JsonNode refusal = assertRefusal(last, 429, "too_many");
        assertThat(last.header("RateLimit")).isEqualTo("\"tenant\";r=0;t=" + last.header("Retry-After"));
        assertThat(refusal.get("retry_after").asText()).isEqualTo(last.header("Retry-After"));

        // The tenant refused the call, so the subject's bucket got its call back: its third call still passes.
        Reply elsewhere = runs(two, scope(fresh("t")));
        assertRefusal(elsewhere, 403, "not_allowed");
        assertState(elsewhere, "subject", 0, 0, 60 * SUBJECT_QUOTA);
    }

    @Test
    void aToolCallSpendsTheSameBucketsAsAnHttpCall() throws Exception {
        String subject = fresh("sub");
        String tenant = scope(fresh("t"));
        String token = granted(subject, tenant);
        assertCard(runs(token, tenant), 200, "[ScrapeRun]", tenant);

        try (McpSyncClient client = McpClients.signedIn(port, token)) {
            assertThat(McpClients.call(client, "svc.read.runs", Map.of(), Map.of("scope", tenant)).isError())
                    .isFalse();
            assertThat(runs(token, tenant).status()).isEqualTo(200);

            CallToolResult refused = McpClients.call(client, "svc.read.runs", Map.of(), Map.of("scope", tenant));

            assertThat(refused.isError()).isTrue();
            JsonNode refusal = McpHttpContract.assertToolRefusal(refused, 429, "too_many");
            assertThat(refusal.get("status").asInt()).as("%s", refusal).isEqualTo(429);
            assertThat(refusal.get("code").asText()).isEqualTo("too_many");
            assertThat(refusal.get("retry_after").asLong()).isPositive();
        }
        assertThat(runs(token, tenant).status()).isEqualTo(429);
    }

    @Test
    void anUnauthenticatedCallIsNotCountedAndCarriesNoLimits() throws Exception {
        String tenant = scope(fresh("t"));
        for (int i = 0; i < TENANT_QUOTA + 1; i++) {
            Reply reply = runs(null, tenant);
            assertUnauthenticated(reply);
            assertThat(reply.header("RateLimit")).isNull();
            assertThat(reply.header("RateLimit-Policy")).isNull();
        }
        Reply counted = runs(token(fresh("sub")), tenant);
        assertRefusal(counted, 403, "not_allowed");
        assertThat(STATE.matcher(counted.header("RateLimit")).matches()).isTrue();
    }

    @Test
    void aCallWithoutAReadableScopeCountsAgainstItsSubjectOnly() throws Exception {
        String token = token(fresh("sub"));
        Reply missing = runs(token, null);
        assertRefusal(missing, 400, "invalid_input");
        assertThat(missing.header("RateLimit-Policy")).isEqualTo("\"subject\";q=3;w=180");
        assertState(missing, "subject", SUBJECT_QUOTA - 1, 1, 60);

        Reply malformed = runs(token, "tenant/");
        assertRefusal(malformed, 400, "invalid_input");
        assertState(malformed, "subject", SUBJECT_QUOTA - 2, 1, 120);
    }

    private double tooMany() {
        Timer timer = meters.find("svc.route.latency").tags("route", "read/runs", "outcome", "too_many").timer();
        return timer == null ? 0 : timer.count();
    }

    Reply runs(String token, String scope) throws Exception {
        return post("read/runs", token, scope, "{}");
    }

    static void assertState(Reply reply, String policy, long remaining, long minReset, long maxReset) {
        String header = reply.header("RateLimit");
        assertThat(header).as("RateLimit on %s", reply).isNotNull();
        Matcher state = STATE.matcher(header);
        assertThat(state.matches()).as(header).isTrue();
        assertThat(state.group(1)).as(header).isEqualTo(policy);
        assertThat(Long.parseLong(state.group(2))).as(header).isEqualTo(remaining);
        assertThat(Long.parseLong(state.group(3))).as(header).isBetween(minReset, maxReset);
    }

    static String fresh(String prefix) {
        return prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    }

    static String scope(String tenant) {
        return "tenant/" + tenant;
    }

    String token(String subject) {
        return tokens.issue(subject, Duration.ofHours(1));
    }

    /** A token for {@code subject}, once it holds read on {@code place} in the grants projection. */
    String granted(String subject, String place) throws Exception {
        give(subject, place, List.of("read"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (held(subject, place) == 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(held(subject, place)).as("grant of %s on %s", subject, place).isEqualTo(1);
        return token(subject);
    }

    /** Read as the subject itself: on PostgreSQL the grants table shows no rows to a transaction of nobody's. */
    private int held(String subject, String place) {
        return RowScopes.within(RowScope.ownGrants(subject), () -> transactions.execute(status -> jdbc.queryForObject(
                "SELECT COUNT(*) FROM grant_current WHERE subject = ? AND place = ?", Integer.class, subject, place)));
    }
}
