package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Parked units on the shared H2 server. */
@SharedServer(H2)
class H2ParkedUnitsHttpTest extends ParkedUnitsContract {
}
