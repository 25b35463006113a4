package svc.ops.http;

/**
 * A client written from the specification alone, on a fresh PostgreSQL database. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true}.
 */
@OnFreshPostgres
class PostgresSpecificationClientHttpTest extends SpecificationClientContract {
}
