package svc.gateway.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.security.oauth2.jwt.JwtValidationException;

/**
 * Parses and verifies the signature of a bearer token once, then keeps it for a few minutes; its claims (expiry,
 * issuer, audience, sign-out) are checked on every call, from memory or not. Parsing and the RSA check were a tenth
 * of a read's CPU (docs/performance.md). Only tokens whose signature held are kept, so a forged token costs its
 * verification every time, as before.
 */
final class VerifiedTokens implements JwtDecoder {
    /** How long a verified token is kept: also how long one signed by a key the issuer has since withdrawn passes. */
    static final Duration KEPT = Duration.ofMinutes(5);
    private static final int MOST = 10_000;

    private final JwtDecoder verifier;
    private final OAuth2TokenValidator<Jwt> claims;
    private final Cache<String, Jwt> verified = Caffeine.newBuilder().maximumSize(MOST).expireAfterWrite(KEPT).build();

    /** {@code verifier} parses and checks signatures only; {@code claims} is every check of the claims. */
    VerifiedTokens(JwtDecoder verifier, OAuth2TokenValidator<Jwt> claims) {
        this.verifier = verifier;
        this.claims = claims;
    }

    @Override
    public Jwt decode(String token) throws JwtException {
        Jwt jwt = verified.getIfPresent(token);
        if (jwt == null) {
            jwt = verifier.decode(token);
            verified.put(token, jwt);
        }
        OAuth2TokenValidatorResult result = claims.validate(jwt);
        if (result.hasErrors()) {
            OAuth2Error first = result.getErrors().iterator().next();
            throw new JwtValidationException("An error occurred while attempting to decode the Jwt: "
                    + first.getDescription(), result.getErrors());
        }
        return jwt;
    }
}
