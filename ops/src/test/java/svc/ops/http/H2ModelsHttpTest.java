package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Verticals and market twins on the shared H2 server. */
@SharedServer(H2)
class H2ModelsHttpTest extends ModelsHttpContract {
}
