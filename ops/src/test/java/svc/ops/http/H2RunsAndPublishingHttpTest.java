package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Runs, the beat and publishings on the shared H2 server. */
@SharedServer(H2)
class H2RunsAndPublishingHttpTest extends RunsAndPublishingHttpContract {
}
