package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Installed connectors and moves through them on the shared H2 server. */
@SharedServer(H2)
class H2ConnectorsHttpTest extends ConnectorsHttpContract {
}
