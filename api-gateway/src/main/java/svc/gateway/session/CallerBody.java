package svc.gateway.session;

import java.time.Instant;
import java.util.List;
import svc.gateway.auth.GrantRef;

/**
 * Caller: who a credential names, what kind it is and who issued it, its session and expiry, the run it is when a
 * run's; {@code scopes}, the places where it holds grants (with the grants, narrowed to what the credential was
 * issued for), and {@code access_scopes}, the places the credential itself was issued for. Never the secret.
 */
record CallerBody(String subject, String credential, String issuer, String session, Instant expires, String run,
        List<GrantRef> scopes, List<String> accessScopes) {
}
