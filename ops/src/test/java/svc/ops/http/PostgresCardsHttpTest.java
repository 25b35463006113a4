package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * The card pages on the shared PostgreSQL server. Skipped without a reachable PostgreSQL, failed instead when {@code
 * SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresCardsHttpTest extends CardsHttpContract {
}
