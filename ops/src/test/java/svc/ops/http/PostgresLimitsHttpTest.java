package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

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
    @Test
    void twoNodesTakeFromTheSameBuckets() throws Exception {
        String tenant = scope(fresh("t"));
        String token = token(fresh("sub"));
        try (ConfigurableApplicationContext otherNode = new SpringApplicationBuilder(SvcApplication.class).run(
                "--spring.datasource.url=" + TestDatabases.asApp(FreshPostgres.url(PostgresLimitsHttpTest.class)),
                "--spring.flyway.enabled=false",
                "--server.port=0", "--svc.beat.enabled=false",
                "--axon.axonserver.enabled=false", "--axon.update-check.disabled=true",
                "--svc.limits.subject.capacity=" + SUBJECT_QUOTA, "--svc.limits.subject.refill-per-minute=1",
                "--svc.limits.tenant.capacity=" + TENANT_QUOTA, "--svc.limits.tenant.refill-per-minute=1")) {
            int otherPort = Integer.parseInt(otherNode.getEnvironment().getProperty("local.server.port"));
            for (int i = 1; i <= SUBJECT_QUOTA; i++) {
                Reply counted = i % 2 == 1 ? runs(token, tenant) : onNode(otherPort, token, tenant);
                assertRefusal(counted, 403, "not_allowed");
                assertState(counted, "subject", SUBJECT_QUOTA - i, 0, 60L * i);
            }
            assertRefusal(onNode(otherPort, token, tenant), 429, "too_many");
            assertRefusal(runs(token, tenant), 429, "too_many");
        }
    }

    @Test
    void bucketRowsCarryWhenTheyExpire() throws Exception {
        String subject = fresh("sub");
        assertRefusal(runs(token(subject), scope(fresh("t"))), 403, "not_allowed");
        Long expiresAt = jdbc.queryForObject("SELECT expires_at FROM rate_limit_bucket WHERE id = ?", Long.class,
                "subject:" + subject);
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
