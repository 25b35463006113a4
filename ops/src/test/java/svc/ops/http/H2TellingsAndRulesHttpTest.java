package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Tellings and notification rules on the shared H2 server. */
@SharedServer(H2)
class H2TellingsAndRulesHttpTest extends TellingsAndRulesHttpContract {
}
