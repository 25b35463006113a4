package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** The permission matrix on the shared H2 server. */
@SharedServer(H2)
class H2PermissionMatrixHttpTest extends PermissionMatrixContract {
}
