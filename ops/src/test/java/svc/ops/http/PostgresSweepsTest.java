package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * The sweep on the shared PostgreSQL server's record, under row-level security. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresSweepsTest extends SweepsContract {
}
