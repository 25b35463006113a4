package svc.gateway.auth;

import java.time.Instant;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.stereotype.Component;

/**
 * Refuses a token whose session was signed out. It reads the table on every call, without a cache: one indexed
 * lookup, and a signed-out token is refused at once on every node.
 */
@Component
class SignedOut implements OAuth2TokenValidator<Jwt> {
    private static final OAuth2Error SIGNED_OUT = new OAuth2Error("invalid_token", "the session was signed out", null);

    private final SessionEnds ends;

    SignedOut(SessionEnds ends) {
        this.ends = ends;
    }

    @Override
    public OAuth2TokenValidatorResult validate(Jwt jwt) {
        Instant issuedAt = jwt.getIssuedAt() == null ? Instant.EPOCH : jwt.getIssuedAt();
        return ends.ended(jwt.getSubject(), TokenCallers.of(jwt).session(), issuedAt)
                ? OAuth2TokenValidatorResult.failure(SIGNED_OUT)
                : OAuth2TokenValidatorResult.success();
    }
}
