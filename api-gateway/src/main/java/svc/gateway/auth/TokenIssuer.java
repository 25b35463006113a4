package svc.gateway.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.UUID;
import org.springframework.stereotype.Component;

/** The built-in issuer: signs bearer tokens for a subject with the database's key ({@code ./svc token}). */
@Component
public class TokenIssuer {
    private final SigningKeys keys;
    private final Clock clock;

    TokenIssuer(SigningKeys keys, Clock clock) {
        this.keys = keys;
        this.clock = clock;
    }

    public String issue(String subject, Duration ttl) {
        Instant now = clock.instant();
        Instant expires = now.plus(ttl);
        RSAKey key = keys.current();
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .issuer(Issuer.BUILT_IN)
                .audience(Issuer.AUDIENCE)
                .subject(subject)
                .issueTime(Date.from(now))
                .notBeforeTime(Date.from(now))
                .expirationTime(Date.from(expires))
                .jwtID(UUID.randomUUID().toString())
                .claim("sid", UUID.randomUUID().toString())
                .build();
        try {
            SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256)
                    .keyID(key.getKeyID()).type(JOSEObjectType.JWT).build(), claims);
            jwt.sign(new RSASSASigner(key));
            // Recorded before the token is handed out: its key must verify it until it expires, rotated or not.
            keys.signed(key.getKeyID(), expires);
            return jwt.serialize();
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot sign a token", e);
        }
    }
}
