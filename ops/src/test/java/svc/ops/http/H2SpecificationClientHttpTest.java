package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** A client written from the specification alone, on the shared H2 server. */
@SharedServer(H2)
class H2SpecificationClientHttpTest extends SpecificationClientContract {
}
