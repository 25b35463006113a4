package svc.ops.http;

import svc.projections.TestDatabases;

/**
 * The card pages on a fresh PostgreSQL database. Skipped without a reachable PostgreSQL, failed instead when
 * {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresCardsHttpTest extends CardsHttpContract {
}
