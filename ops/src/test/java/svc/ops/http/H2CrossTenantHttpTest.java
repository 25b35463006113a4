package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Cross-tenant probes on the shared H2 server. */
@SharedServer(H2)
class H2CrossTenantHttpTest extends CrossTenantContract {
}
