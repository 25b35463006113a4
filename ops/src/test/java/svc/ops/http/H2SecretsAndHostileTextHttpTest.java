package svc.ops.http;

import static svc.ops.http.SharedDatabase.H2;

/** Secrets and hostile text on the shared H2 server. */
@SharedServer(H2)
class H2SecretsAndHostileTextHttpTest extends SecretsAndHostileTextContract {
}
