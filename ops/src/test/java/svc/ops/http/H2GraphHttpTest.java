package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Entities, connections, neighbours and lookups on the shared H2 server. */
@SharedServer(H2)
class H2GraphHttpTest extends GraphHttpContract {
}
