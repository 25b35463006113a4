package svc.ops.http;

import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import svc.projections.TestDatabases;

/**
 * Meters and readiness on a fresh PostgreSQL database. Skipped without a reachable PostgreSQL, failed instead when
 * {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
class PostgresMetricsHttpTest extends MetricsHttpContract {
    private static String url;

    /** Before the context loads, so that an unreachable PostgreSQL skips the class instead of failing its context. */
    @BeforeAll
    static void database() {
        url = TestDatabases.postgresUrl();
    }

    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.postgres(registry, () -> url);
    }
}
