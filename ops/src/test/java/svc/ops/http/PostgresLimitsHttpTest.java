package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import svc.ops.SvcApplication;
import svc.projections.TestDatabases;

/**
 * Rate limits on a fresh PostgreSQL database, where the buckets are rows every node shares; a second server on the
 * same database proves it. Skipped without a reachable PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true}
 * (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresLimitsHttpTest extends LimitsHttpContract {
    /**
     * Each node takes up to {@link #UNSYNCED_CALLS} calls from its copy of a bucket before it writes them back, so two
     * nodes together pass a quota by at most twice that, and both then refuse.
     */
    @Test
    void twoNodesTakeFromTheSameBucketsAndPassAQuotaByAtMostTheirUnsyncedCalls() throws Exception {
        String tenant = scope(fresh("t"));
        String token = token(fresh("sub"));
        try (ConfigurableApplicationContext otherNode = otherNode(SUBJECT_QUOTA,
                "--svc.limits.unsynced-calls=" + UNSYNCED_CALLS, "--svc.limits.sync-interval=1m")) {
            int otherPort = portOf(otherNode);
            int counted = 0;
            boolean[] refused = new boolean[2];
            for (int i = 0; i < SUBJECT_QUOTA + 2 * UNSYNCED_CALLS + 4 && !(refused[0] && refused[1]); i++) {
                Reply reply = i % 2 == 0 ? runs(token, tenant) : onNode(otherPort, token, tenant);
                if (reply.status() == 429) {
                    assertRefusal(reply, 429, "too_many");
                    refused[i % 2] = true;
                } else {
                    assertRefusal(reply, 403, "not_allowed");
                    counted++;
                }
            }
            assertThat(refused).as("both nodes refuse once the quota is spent").containsExactly(true, true);
            assertThat(counted).isBetween(SUBJECT_QUOTA, SUBJECT_QUOTA + 2 * UNSYNCED_CALLS);
        }
    }

    /** No call waits for the row: the node's writer writes its calls back behind them, counted exactly meanwhile. */
    @Test
    void aNodeWritesItsCallsBackBehindThem() throws Exception {
        String subject = fresh("sub");
        String token = token(subject);
        String tenant = scope(fresh("t"));
        for (int i = 1; i <= SUBJECT_QUOTA; i++) {
            Reply taken = runs(token, tenant);
            assertRefusal(taken, 403, "not_allowed");
            assertState(taken, "subject", SUBJECT_QUOTA - i, 0, 60L * i);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (inRow(subject) != 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(inRow(subject)).as("the calls taken, in the row").isZero();
        assertRefusal(runs(token, tenant), 429, "too_many");
    }

    /**
     * A stored bucket keeps the configuration it was made with: a node started with a larger quota must not keep
     * refusing a caller whose stored bucket the old quota had spent.
     */
    @Test
    void aQuotaRaisedInTheSettingsReachesACallerWhoseBucketTheOldOneSpent() throws Exception {
        String tenant = scope(fresh("t"));
        String token = token(fresh("sub"));
        Reply refused = runs(token, tenant);
        for (int i = 0; i < SUBJECT_QUOTA + 1 && refused.status() != 429; i++) {
            refused = runs(token, tenant);
        }
        assertRefusal(refused, 429, "too_many");
        int raised = SUBJECT_QUOTA + 5;
        try (ConfigurableApplicationContext otherNode = otherNode(raised)) {
            Reply reply = onNode(portOf(otherNode), token, tenant);
            assertRefusal(reply, 403, "not_allowed");
            assertThat(reply.header("RateLimit-Policy")).startsWith("\"subject\";q=" + raised + ";");
        }
    }

    /** A second server on this test's database, its subject quota {@code subjectQuota}, with more settings. */
    private static ConfigurableApplicationContext otherNode(int subjectQuota, String... settings) {
        List<String> arguments = new ArrayList<>(List.of(
                "--spring.datasource.url=" + TestDatabases.asApp(FreshPostgres.url(PostgresLimitsHttpTest.class)),
                "--spring.flyway.enabled=false",
                "--server.port=0", "--svc.beat.enabled=false",
                "--axon.axonserver.enabled=false", "--axon.update-check.disabled=true",
                "--svc.limits.subject.capacity=" + subjectQuota, "--svc.limits.subject.refill-per-minute=1",
                "--svc.limits.tenant.capacity=" + TENANT_QUOTA, "--svc.limits.tenant.refill-per-minute=1"));
        arguments.addAll(List.of(settings));
        return new SpringApplicationBuilder(SvcApplication.class).run(arguments.toArray(String[]::new));
    }

    private static int portOf(ConfigurableApplicationContext node) {
        return Integer.parseInt(node.getEnvironment().getProperty("local.server.port"));
    }

    private static String subjectKey(String subject) {
        return "subject/" + SUBJECT_QUOTA + "/1:" + subject;
    }

    /** The calls left in the subject's row itself, read through a proxy that keeps no copy. */
    private long inRow(String subject) {
        return Bucket4jPostgreSQL.selectForUpdateBasedBuilder(jdbc.getDataSource())
                .primaryKeyMapper(PrimaryKeyMapper.STRING).table("rate_limit_bucket").build()
                .getProxy(subjectKey(subject), () -> {
                    throw new AssertionError("no row for " + subject);
                }).getAvailableTokens();
    }

    @Test
    void bucketRowsCarryWhenTheyExpire() throws Exception {
        String subject = fresh("sub");
        assertRefusal(runs(token(subject), scope(fresh("t"))), 403, "not_allowed");
        Long expiresAt = jdbc.queryForObject("SELECT expires_at FROM rate_limit_bucket WHERE id = ?", Long.class,
                subjectKey(subject));
        assertThat(expiresAt).isNotNull().isGreaterThan(System.currentTimeMillis());
    }

    private Reply onNode(int nodePort, String token, String scope) throws Exception {
        int own = port;
        port = nodePort;
        try {
            return runs(token, scope);
        } finally {
            port = own;
        }
    }
}
