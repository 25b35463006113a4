package svc.gateway.auth;

import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.server.resource.authentication.BearerTokenAuthenticationToken;

/** Signs a call in by an API key sent as its bearer credential; a refused key is a 401 like a refused token. */
final class KeyAuthentication implements AuthenticationManager {
    private final ApiKeys keys;

    KeyAuthentication(ApiKeys keys) {
        this.keys = keys;
    }

    @Override
    public Authentication authenticate(Authentication authentication) {
        String key = ((BearerTokenAuthenticationToken) authentication).getToken();
        return keys.caller(key).<Authentication>map(CallerAuthentication::new)
                .orElseThrow(() -> new BadCredentialsException("the API key is unknown, revoked or expired"));
    }
}
