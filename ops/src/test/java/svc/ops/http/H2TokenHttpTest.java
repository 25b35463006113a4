package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Token refusals on the shared H2 server. */
@SharedServer(H2)
class H2TokenHttpTest extends TokenContract {
}
