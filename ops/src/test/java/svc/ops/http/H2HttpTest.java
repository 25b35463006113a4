package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The HTTP contract on the shared H2 server. */
@SharedServer(H2)
class H2HttpTest extends HttpContract {
}
