package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * A client written from the specification alone, on the shared PostgreSQL server. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresSpecificationClientHttpTest extends SpecificationClientContract {
}
