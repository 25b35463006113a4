package svc.ops.http;

import static svc.ops.http.SharedDatabase.POSTGRES;

/**
 * Parked units on the shared PostgreSQL server, where a statement that fails spoils its transaction: the careful
 * batch's savepoints are what let it park the event and commit the rest.
 */
@SharedServer(POSTGRES)
class PostgresParkedUnitsHttpTest extends ParkedUnitsContract {
}
