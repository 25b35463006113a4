package svc.gateway.auth;

import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.stereotype.Component;
import svc.gateway.envelope.Caller;

/**
 * Identifies a credential handed over in a body (session/whoami) exactly as a call's own is signed in: a token
 * through the resource server's decoder and its validators, a key through the keys. The decoder is there only in a
 * web server, hence the provider.
 */
@Component
public class Credentials {
    private final ObjectProvider<JwtDecoder> tokens;
    private final ApiKeys keys;

    Credentials(ObjectProvider<JwtDecoder> tokens, ApiKeys keys) {
        this.tokens = tokens;
        this.keys = keys;
    }

    public Optional<Caller> ofToken(String token) {
        try {
            return Optional.of(TokenCallers.of(tokens.getObject().decode(token)));
        } catch (JwtException refused) {
            return Optional.empty();
        }
    }

    public Optional<Caller> ofKey(String key) {
        return keys.caller(key);
    }
}
