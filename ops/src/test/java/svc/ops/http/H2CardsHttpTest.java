package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The card pages on the shared H2 server. */
@SharedServer(H2)
class H2CardsHttpTest extends CardsHttpContract {
}
