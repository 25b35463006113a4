package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Saved views on the shared H2 server. */
@SharedServer(H2)
class H2SavedViewsHttpTest extends SavedViewsHttpContract {
}
