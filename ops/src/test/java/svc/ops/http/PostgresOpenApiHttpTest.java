package svc.ops.http;

import svc.projections.TestDatabases;

/**
 * GET /v1/openapi.json, and answers checked against it, on a fresh PostgreSQL database. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresOpenApiHttpTest extends OpenApiHttpContract {
}
