package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** GET /v1/openapi.json, and answers checked against it, on the shared H2 server. */
@SharedServer(H2)
class H2OpenApiHttpTest extends OpenApiHttpContract {
}
