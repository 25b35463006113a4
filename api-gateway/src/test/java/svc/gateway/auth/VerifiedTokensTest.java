package svc.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtValidationException;

class VerifiedTokensTest {
    private final AtomicInteger verifications = new AtomicInteger();
    private final JwtDecoder verifier = token -> {
        verifications.incrementAndGet();
        if (token.startsWith("forged")) {
            throw new BadJwtException("signature does not match");
        }
        return Jwt.withTokenValue(token).header("alg", "RS256").subject(token).issuedAt(Instant.EPOCH)
                .expiresAt(Instant.EPOCH.plusSeconds(60)).build();
    };
    private final Set<String> signedOut = new HashSet<>();
    private final OAuth2TokenValidator<Jwt> claims = jwt -> signedOut.contains(jwt.getSubject())
            ? OAuth2TokenValidatorResult.failure(new OAuth2Error("invalid_token", "the session was signed out", null))
            : OAuth2TokenValidatorResult.success();
    private final VerifiedTokens tokens = new VerifiedTokens(verifier, claims);

    @Test
    void aTokenSeenBeforeIsNotVerifiedAgain() {
        assertThat(tokens.decode("t1").getSubject()).isEqualTo("t1");
        assertThat(tokens.decode("t1").getSubject()).isEqualTo("t1");
        assertThat(verifications).hasValue(1);
    }

    @Test
    void theClaimsOfATokenSeenBeforeAreCheckedOnEveryCall() {
        tokens.decode("t2");
        signedOut.add("t2");
        assertThatThrownBy(() -> tokens.decode("t2")).isInstanceOf(JwtValidationException.class)
                .hasMessageContaining("signed out");
    }

    @Test
    void aTokenRefusedByItsClaimsIsRefusedOnFirstSight() {
        signedOut.add("t3");
        assertThatThrownBy(() -> tokens.decode("t3")).isInstanceOf(JwtValidationException.class);
    }

    @Test
    void aForgedTokenIsVerifiedEveryTimeAndNeverKept() {
        assertThatThrownBy(() -> tokens.decode("forged")).isInstanceOf(BadJwtException.class);
        assertThatThrownBy(() -> tokens.decode("forged")).isInstanceOf(BadJwtException.class);
        assertThat(verifications).hasValue(2);
    }
}
