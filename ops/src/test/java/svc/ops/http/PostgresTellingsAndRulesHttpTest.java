package svc.ops.http;

import svc.projections.TestDatabases;

/**
 * Tellings and notification rules on a fresh PostgreSQL database. Skipped without a reachable PostgreSQL, failed instead when
 * {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
@OnFreshPostgres
class PostgresTellingsAndRulesHttpTest extends TellingsAndRulesHttpContract {
}
