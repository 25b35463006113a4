package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The sweep on the shared H2 server's record. */
@SharedServer(H2)
class H2SweepsTest extends SweepsContract {
}
