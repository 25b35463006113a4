package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** work/status and work/cancel on the shared H2 server. */
@SharedServer(H2)
class H2TasksHttpTest extends TasksHttpContract {
}
