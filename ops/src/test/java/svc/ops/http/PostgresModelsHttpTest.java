package svc.ops.http;

import svc.projections.TestDatabases;

/**
 * Verticals and market twins on a fresh PostgreSQL database. Skipped without a reachable PostgreSQL, failed instead when
 * {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresModelsHttpTest extends ModelsHttpContract {
}
