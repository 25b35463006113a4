package svc.command.seal;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.SecretSeal;

/**
 * Seals secrets with AES-256-GCM under a key kept in
 * {@code svc_sealing_key} (made on first use, as the token signing key is), bound to the unit it belongs to, so a
 * sealed secret copied to another unit does not open. Sealed text reads {@code <kid>:<base64 of nonce and cipher>}.
 */
@Component
public class AesSecretSeal implements SecretSeal {
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final JdbcTemplate jdbc;
    private final Clock clock;

    /** Public for the modules whose tests seal on a database of their own (the signing keys'). */
    public AesSecretSeal(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    @Override
    public String seal(String secret, String unitId) {
        Key key = newestOrMade();
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        byte[] sealed = crypt(Cipher.ENCRYPT_MODE, key.key(), nonce, unitId,
                secret.getBytes(StandardCharsets.UTF_8));
        byte[] out = new byte[nonce.length + sealed.length];
        System.arraycopy(nonce, 0, out, 0, nonce.length);
        System.arraycopy(sealed, 0, out, nonce.length, sealed.length);
        return key.kid() + ":" + Base64.getEncoder().encodeToString(out);
    }

    @Override
    public String open(String sealed, String unitId) {
        int colon = sealed.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("not sealed text");
        }
        String kid = sealed.substring(0, colon);
        List<String> rows = jdbc.queryForList("SELECT secret FROM svc_sealing_key WHERE kid = ?", String.class, kid);
        if (rows.isEmpty()) {
            throw new IllegalStateException("no sealing key " + kid + " is held here");
        }
        byte[] in = Base64.getDecoder().decode(sealed.substring(colon + 1));
        byte[] nonce = Arrays.copyOfRange(in, 0, NONCE_BYTES);
        byte[] cipher = Arrays.copyOfRange(in, NONCE_BYTES, in.length);
        return new String(crypt(Cipher.DECRYPT_MODE, keyOf(rows.get(0)), nonce, unitId, cipher),
                StandardCharsets.UTF_8);
    }

    private static byte[] crypt(int mode, SecretKey key, byte[] nonce, String unitId, byte[] input) {
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(unitId.getBytes(StandardCharsets.UTF_8));
            return cipher.doFinal(input);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("sealing failed", e);
        }
    }

    private Key newestOrMade() {
        Key newest = newest();
        if (newest != null) {
            return newest;
        }
        try {
            KeyGenerator generator = KeyGenerator.getInstance("AES");
            generator.init(256);
            jdbc.update("INSERT INTO svc_sealing_key (kid, secret, created) VALUES (?, ?, ?)",
                    UUID.randomUUID().toString(), Base64.getEncoder().encodeToString(generator.generateKey()
                            .getEncoded()), clock.instant().atOffset(ZoneOffset.UTC));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make a sealing key", e);
        }
        // Two processes making a key at once each insert one; both then seal with the newest, and every key opens.
        return newest();
    }

    private Key newest() {
        return jdbc.query("SELECT kid, secret FROM svc_sealing_key ORDER BY created DESC, kid FETCH FIRST 1 ROWS ONLY",
                (rs, n) -> new Key(rs.getString(1), keyOf(rs.getString(2)))).stream().findFirst().orElse(null);
    }

    private static SecretKey keyOf(String stored) {
        return new SecretKeySpec(Base64.getDecoder().decode(stored), "AES");
    }

    private record Key(String kid, SecretKey key) {
    }
}
