package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Baskets and memberships on the shared H2 server. */
@SharedServer(H2)
class H2BasketsHttpTest extends BasketsHttpContract {
}
