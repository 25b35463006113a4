package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * work/status and work/cancel on the shared PostgreSQL server. Skipped without a reachable PostgreSQL, failed instead
 * when {@code SVC_REQUIRE_PG=true}.
 */
@SharedServer(POSTGRES)
class PostgresTasksHttpTest extends TasksHttpContract {
}
