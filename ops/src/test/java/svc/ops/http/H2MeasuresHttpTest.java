package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Leads, parameters and invitations on the shared H2 server. */
@SharedServer(H2)
class H2MeasuresHttpTest extends MeasuresHttpContract {
}
