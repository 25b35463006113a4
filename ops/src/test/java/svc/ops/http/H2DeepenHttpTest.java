package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Observations and act/deepen on the shared H2 server. */
@SharedServer(H2)
class H2DeepenHttpTest extends DeepenHttpContract {
}
