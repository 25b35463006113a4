package svc.ops.http;

import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import svc.projections.TestDatabases;

/**
 * GET /v1/openapi.json, and answers checked against it, on a fresh PostgreSQL database. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
class PostgresOpenApiHttpTest extends OpenApiHttpContract {
    private static String url;

    @BeforeAll
    static void database() {
        url = TestDatabases.postgresUrl();
    }

    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.postgres(registry, () -> url);
    }
}
