package svc.gateway.auth;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.util.List;
import java.util.Set;

/**
 * The keys a token of the built-in issuer is verified with: those {@link SigningKeys} has verifying now. A token
 * naming a key not held is looked up again (a rotation by another process since the last read) before it fails.
 */
final class SigningKeySource implements JWKSource<SecurityContext> {
    private final SigningKeys keys;

    SigningKeySource(SigningKeys keys) {
        this.keys = keys;
    }

    @Override
    public List<JWK> get(JWKSelector selector, SecurityContext context) {
        List<JWK> found = selector.select(keys.verifying());
        Set<String> named = selector.getMatcher().getKeyIDs();
        if (found.isEmpty() && named != null && !named.isEmpty()) {
            named.forEach(keys::unknown);
            found = selector.select(keys.verifying());
        }
        return found;
    }
}
