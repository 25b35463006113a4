package svc.gateway.auth;

import static svc.sql.SqlTimes.at;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.gateway.envelope.Caller;

/**
 * API keys, {@code svc_<prefix>_<secret>}: made by {@code ./svc key} and shown once; kept as the prefix (to find the
 * row) and the SHA-256 of the secret, compared in constant time. A key acts as its subject, narrowed to its places.
 */
@Component
public class ApiKeys {
    public static final String ISSUER = "svc-api-keys";
    private static final Pattern SHAPE = Pattern.compile("svc_([0-9a-f]{16})_([A-Za-z0-9_-]{43})");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final JdbcTemplate jdbc;
    private final Clock clock;

    ApiKeys(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Whether a bearer credential has the shape of a key (and so is not a token). */
    public static boolean looksLikeKey(String credential) {
        return credential != null && credential.startsWith("svc_");
    }

    /** Makes a key; the answer is the only place its secret ever appears. */
    public Issued issue(String subject, List<String> places, Duration ttl) {
        byte[] prefix = new byte[8];
        byte[] secret = new byte[32];
        RANDOM.nextBytes(prefix);
        RANDOM.nextBytes(secret);
        String prefixText = HexFormat.of().formatHex(prefix);
        String secretText = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        Instant expires = now.plus(ttl);
        jdbc.update("INSERT INTO svc_api_key (prefix, secret_sha256, subject, places, created, expires, revoked) "
                        + "VALUES (?, ?, ?, ?, ?, ?, NULL)", prefixText, HexFormat.of().formatHex(sha256(secretText)),
                subject, places == null || places.isEmpty() ? null : String.join(",", places), at(now), at(expires));
        return new Issued("svc_" + prefixText + "_" + secretText, "svc_" + prefixText, expires);
    }

    /** The caller a key names, when it is well formed, known, its secret matches, and it is neither revoked nor expired. */
    public Optional<Caller> caller(String key) {
        Matcher shape = key == null ? null : SHAPE.matcher(key);
        if (shape == null || !shape.matches()) {
            return Optional.empty();
        }
        List<Stored> rows = jdbc.query("SELECT secret_sha256, subject, places, expires, revoked FROM svc_api_key "
                        + "WHERE prefix = ?",
                (rs, i) -> new Stored(rs.getString(1), rs.getString(2), rs.getString(3),
                        rs.getObject(4, OffsetDateTime.class).toInstant(), rs.getObject(5, OffsetDateTime.class)),
                shape.group(1));
        byte[] given = sha256(shape.group(2));
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Stored stored = rows.get(0);
        boolean matches = MessageDigest.isEqual(HexFormat.of().parseHex(stored.secretSha256()), given);
        if (!matches || stored.revoked() != null || !clock.instant().isBefore(stored.expires())) {
            return Optional.empty();
        }
        List<String> places = stored.places() == null ? null : Arrays.asList(stored.places().split(","));
        return Optional.of(new Caller(stored.subject(), Caller.KEY, ISSUER, null, stored.expires(), places));
    }

    /** Revokes the key with this prefix ({@code svc_<prefix>}); false when there is none not yet revoked. */
    public boolean revoke(String prefix) {
        String bare = prefix.startsWith("svc_") ? prefix.substring(4) : prefix;
        return jdbc.update("UPDATE svc_api_key SET revoked = ? WHERE prefix = ? AND revoked IS NULL",
                at(clock.instant()), bare) == 1;
    }

    private static byte[] sha256(String secret) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }


    /** A key just made: the whole key (shown once), the prefix that names it afterwards, and when it expires. */
    public record Issued(String key, String prefix, Instant expires) {
    }

    private record Stored(String secretSha256, String subject, String places, Instant expires,
            OffsetDateTime revoked) {
    }
}
