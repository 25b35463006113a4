package svc.gateway.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.text.ParseException;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.projections.rows.SqlTimes;

/**
 * The built-in issuer's RSA key, kept in the database so that the server and every command-line process on the
 * same data sign and verify with the same key. Made on first use.
 */
@Component
public class SigningKeys {
    private final JdbcTemplate jdbc;
    private final Clock clock;
    private volatile RSAKey current;

    SigningKeys(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public RSAKey current() {
        RSAKey key = current;
        if (key == null) {
            synchronized (this) {
                if (current == null) {
                    current = loadOrMake();
                }
                key = current;
            }
        }
        return key;
    }

    private RSAKey loadOrMake() {
        RSAKey stored = newest();
        if (stored != null) {
            return stored;
        }
        try {
            RSAKey made = new RSAKeyGenerator(2048).keyUse(KeyUse.SIGNATURE)
                    .keyID(UUID.randomUUID().toString()).generate();
            jdbc.update("INSERT INTO svc_signing_key (kid, jwk, created, made_first) VALUES (?, ?, ?, TRUE)",
                    made.getKeyID(), made.toJSONString(), SqlTimes.at(clock.instant()));
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot make an RSA signing key", e);
        } catch (DuplicateKeyException e) {
            // Another process made the first key at the same moment (made_first is unique); everyone uses that one.
        }
        return newest();
    }

    private RSAKey newest() {
        List<String> rows = jdbc.queryForList(
                "SELECT jwk FROM svc_signing_key ORDER BY created DESC, kid FETCH FIRST 1 ROWS ONLY", String.class);
        if (rows.isEmpty()) {
            return null;
        }
        try {
            return RSAKey.parse(rows.get(0));
        } catch (ParseException e) {
            throw new IllegalStateException("stored signing key is not a JWK", e);
        }
    }
}
