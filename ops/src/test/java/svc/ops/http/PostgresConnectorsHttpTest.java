package svc.ops.http;

import svc.projections.TestDatabases;

/**
 * Installed connectors and moves through them on a fresh PostgreSQL database. Skipped without a reachable PostgreSQL,
 * failed instead when {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresConnectorsHttpTest extends ConnectorsHttpContract {
}
