package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * GET /v1/openapi.json, and answers checked against it, on the shared PostgreSQL server. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresOpenApiHttpTest extends OpenApiHttpContract {
}
