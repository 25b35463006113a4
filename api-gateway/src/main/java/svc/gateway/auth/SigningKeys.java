package svc.gateway.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.SecretSeal;
import svc.sql.SqlTimes;

/**
 * The built-in issuer's RSA keys, kept in the database so that the server and every command-line process on the
 * same data sign and verify with the same keys, their private parts sealed ({@link SecretSeal}, bound to the key's
 * id). The newest signs; {@link #rotate} makes a new one, and each earlier key verifies the tokens it signed until the
 * last of them expires, and nothing after. What is held here is read again every {@link #REREAD}, and at once when a
 * token names a key not held, so a rotation by another process reaches a running server within that time.
 */
@Component
public class SigningKeys {
    /** How long a process keeps what it read of the keys; a rotation elsewhere reaches it within this. */
    static final Duration REREAD = Duration.ofSeconds(30);
    /** Reads asked for by unknown key ids, at most one a second: a caller cannot make every call read the table. */
    private static final Duration LEAST_BETWEEN_READS = Duration.ofSeconds(1);

    private final JdbcTemplate jdbc;
    private final SecretSeal seal;
    private final Clock clock;
    private volatile Held held;

    SigningKeys(JdbcTemplate jdbc, SecretSeal seal, Clock clock) {
        this.jdbc = jdbc;
        this.seal = seal;
        this.clock = clock;
    }

    /** One key as stored: its id, when it was made, the latest expiry of a token it signed, and the key itself. */
    public record Stored(String kid, Instant created, Instant lastExpiry, RSAKey key) {
    }

    /** What a rotation did: the key that signs now, and the one before it with the last expiry it verifies until. */
    public record Rotation(Stored made, Optional<Stored> before) {
    }

    private record Held(List<Stored> keys, Instant readAt) {
    }

    /** The key that signs. */
    public RSAKey current() {
        return fresh().keys().get(0).key();
    }

    /** The public keys a token may be verified with now: the current one, and each earlier one still verifying. */
    public JWKSet verifying() {
        Instant now = clock.instant();
        List<JWK> keys = new ArrayList<>();
        List<Stored> all = fresh().keys();
        for (int i = 0; i < all.size(); i++) {
            Stored stored = all.get(i);
            if (i == 0 || stored.lastExpiry() != null && stored.lastExpiry().isAfter(now)) {
                keys.add(stored.key().toPublicJWK());
            }
        }
        return new JWKSet(keys);
    }

    /**
     * A token names {@code kid} and no key held here has it: another process may have rotated since this one last
     * read. Reads again unless it read within the last second.
     */
    public void unknown(String kid) {
        Held now = held;
        if (now != null && now.keys().stream().noneMatch(stored -> stored.kid().equals(kid))
                && now.readAt().plus(LEAST_BETWEEN_READS).isBefore(clock.instant())) {
            held = read();
        }
    }

    /** A token signed with {@code kid} expiring at {@code expires} was issued: the key verifies at least until then. */
    void signed(String kid, Instant expires) {
        jdbc.update("UPDATE svc_signing_key SET last_expiry = ? WHERE kid = ? AND (last_expiry IS NULL "
                + "OR last_expiry < ?)", SqlTimes.at(expires), kid, SqlTimes.at(expires));
    }

    /** Every key, newest first. */
    public List<Stored> all() {
        held = read();
        return held.keys();
    }

    /** Makes a new key, which signs from now on; the one before verifies what it signed until that expires. */
    public Rotation rotate() {
        Optional<Stored> before = read().keys().stream().findFirst();
        RSAKey made = generate();
        // The newest signs: made later than the key before, by a microsecond if the clock has not moved since.
        Instant now = clock.instant();
        Instant created = before.map(Stored::created).filter(last -> !now.isAfter(last))
                .map(last -> last.plus(Duration.ofNanos(1_000))).orElse(now);
        jdbc.update("INSERT INTO svc_signing_key (kid, jwk, created) VALUES (?, ?, ?)", made.getKeyID(),
                sealed(made), SqlTimes.at(created));
        held = read();
        Stored current = held.keys().get(0);
        return new Rotation(current, before.flatMap(b -> held.keys().stream()
                .filter(stored -> stored.kid().equals(b.kid())).findFirst()));
    }

    private Held fresh() {
        Held now = held;
        if (now == null || now.readAt().plus(REREAD).isBefore(clock.instant())) {
            synchronized (this) {
                now = held;
                if (now == null || now.readAt().plus(REREAD).isBefore(clock.instant())) {
                    now = read();
                    held = now;
                }
            }
        }
        return now;
    }

    private Held read() {
        List<Stored> keys = stored();
        if (keys.isEmpty()) {
            RSAKey made = generate();
            try {
                jdbc.update("INSERT INTO svc_signing_key (kid, jwk, created, made_first) VALUES (?, ?, ?, TRUE)",
                        made.getKeyID(), sealed(made), SqlTimes.at(clock.instant()));
            } catch (DuplicateKeyException e) {
                // Another process made the first key at the same moment (made_first is unique); everyone uses that one.
            }
            keys = stored();
        }
        return new Held(List.copyOf(keys), clock.instant());
    }

    private List<Stored> stored() {
        return jdbc.query("SELECT kid, jwk, created, last_expiry FROM svc_signing_key ORDER BY created DESC, kid",
                (rs, i) -> {
                    String kid = rs.getString(1);
                    OffsetDateTime lastExpiry = rs.getObject(4, OffsetDateTime.class);
                    return new Stored(kid, rs.getObject(3, OffsetDateTime.class).toInstant(),
                            lastExpiry == null ? null : lastExpiry.toInstant(), opened(kid, rs.getString(2)));
                });
    }

    /** The key in a row; a row from before keys were sealed is sealed in place as it is read. */
    private RSAKey opened(String kid, String text) {
        boolean plain = text.startsWith("{");
        try {
            RSAKey key = RSAKey.parse(plain ? text : seal.open(text, unit(kid)));
            if (plain) {
                jdbc.update("UPDATE svc_signing_key SET jwk = ? WHERE kid = ? AND jwk = ?", sealed(key), kid, text);
            }
            return key;
        } catch (ParseException e) {
            throw new IllegalStateException("stored signing key " + kid + " is not a JWK", e);
        }
    }

    private String sealed(RSAKey key) {
        return seal.seal(key.toJSONString(), unit(key.getKeyID()));
    }

    private static String unit(String kid) {
        return "signing-key/" + kid;
    }

    private static RSAKey generate() {
        try {
            return new RSAKeyGenerator(2048).keyUse(KeyUse.SIGNATURE).keyID(UUID.randomUUID().toString()).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot make an RSA signing key", e);
        }
    }
}
