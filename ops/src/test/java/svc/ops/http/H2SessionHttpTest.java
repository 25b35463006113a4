package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The session routes and API keys on the shared H2 server. */
@SharedServer(H2)
class H2SessionHttpTest extends SessionHttpContract {
}
