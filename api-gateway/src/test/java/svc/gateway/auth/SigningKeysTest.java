package svc.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import svc.command.seal.AesSecretSeal;
import svc.projections.MutableClock;
import svc.sql.SqlTimes;

/**
 * The built-in issuer's keys on a migrated record: sealed at rest, rotated with the earlier key verifying the tokens
 * it signed until they expire and none after, and a rotation by another process taken up.
 */
class SigningKeysTest {
    private static final Instant START = Instant.parse("2026-11-27T08:00:00Z");

    private final MutableClock clock = new MutableClock(START);
    private JdbcTemplate jdbc;
    private SigningKeys keys;
    private TokenIssuer issuer;
    private JwtDecoder decoder;

    @BeforeEach
    void aMigratedRecord() {
        JdbcDataSource database = new JdbcDataSource();
        database.setURL("jdbc:h2:mem:keys-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
        Flyway.configure().dataSource(database)
                .locations("classpath:db/migration/common", "classpath:db/migration/h2").load().migrate();
        jdbc = new JdbcTemplate(database);
        keys = keysOf(jdbc);
        issuer = new TokenIssuer(keys, clock);
        decoder = SecurityConfig.builtIn(keys);
    }

    private SigningKeys keysOf(JdbcTemplate database) {
        return new SigningKeys(database, new AesSecretSeal(database, clock), clock);
    }

    @Test
    void aKeyIsKeptSealedAndOpensToTheKeyThatSigns() {
        RSAKey current = keys.current();

        String stored = jdbc.queryForObject("SELECT jwk FROM svc_signing_key", String.class);
        assertThat(stored).doesNotStartWith("{").doesNotContain(current.getPrivateExponent().toString());
        assertThat(keysOf(jdbc).current()).isEqualTo(current);
    }

    @Test
    void aKeyStoredInPlainTextBeforeSealingIsSealedWhenRead() throws Exception {
        RSAKey plain = new RSAKeyGenerator(2048).keyUse(KeyUse.SIGNATURE).keyID("k-plain").generate();
        jdbc.update("INSERT INTO svc_signing_key (kid, jwk, created, made_first) VALUES (?, ?, ?, TRUE)", "k-plain",
                plain.toJSONString(), SqlTimes.at(START));

        assertThat(keys.current()).isEqualTo(plain);
        assertThat(jdbc.queryForObject("SELECT jwk FROM svc_signing_key WHERE kid = 'k-plain'", String.class))
                .doesNotStartWith("{").doesNotContain(plain.getPrivateExponent().toString());
        assertThat(keysOf(jdbc).current()).isEqualTo(plain);
    }

    @Test
    void afterARotationTheNewKeySignsAndTheOldOneVerifiesWhatItSignedUntilItExpires() {
        String before = issuer.issue("ana", Duration.ofHours(8));
        String oldKid = keys.current().getKeyID();

        SigningKeys.Rotation rotation = keys.rotate();
        String after = issuer.issue("ana", Duration.ofHours(1));

        assertThat(rotation.before()).hasValueSatisfying(old -> {
            assertThat(old.kid()).isEqualTo(oldKid);
            assertThat(old.lastExpiry()).isEqualTo(START.plus(Duration.ofHours(8)));
        });
        assertThat(keys.current().getKeyID()).isEqualTo(rotation.made().kid()).isNotEqualTo(oldKid);
        assertThat(decoder.decode(after).getHeaders()).containsEntry("kid", rotation.made().kid());
        assertThat(decoder.decode(before).getHeaders()).containsEntry("kid", oldKid);
        assertThat(kids()).containsExactly(rotation.made().kid(), oldKid);

        clock.advance(Duration.ofHours(8).plusSeconds(1));
        assertThat(kids()).as("once the last token it signed has expired").containsExactly(rotation.made().kid());
        assertThatThrownBy(() -> decoder.decode(before)).isInstanceOf(JwtException.class);
    }

    @Test
    void aKeyThatSignedNothingVerifiesNothingOnceRotated() {
        String oldKid = keys.current().getKeyID();

        SigningKeys.Rotation rotation = keys.rotate();

        assertThat(rotation.before()).hasValueSatisfying(old -> assertThat(old.lastExpiry()).isNull());
        assertThat(kids()).containsExactly(rotation.made().kid()).doesNotContain(oldKid);
    }

    @Test
    void aRotationByAnotherProcessIsTakenUpWhenATokenNamesTheNewKey() {
        keys.current();
        SigningKeys elsewhere = keysOf(jdbc);
        TokenIssuer elsewhereIssuer = new TokenIssuer(elsewhere, clock);
        elsewhere.rotate();
        String signedElsewhere = elsewhereIssuer.issue("bo", Duration.ofHours(1));
        clock.advance(Duration.ofSeconds(2));

        assertThat(decoder.decode(signedElsewhere).getSubject()).isEqualTo("bo");
        assertThat(keys.current().getKeyID()).as("and signs with it from then on")
                .isEqualTo(elsewhere.current().getKeyID());
    }

    @Test
    void aRotationByAnotherProcessIsTakenUpWithinTheRereadEvenUnasked() {
        String first = keys.current().getKeyID();
        SigningKeys elsewhere = keysOf(jdbc);
        String made = elsewhere.rotate().made().kid();

        assertThat(keys.current().getKeyID()).isEqualTo(first);
        clock.advance(SigningKeys.REREAD.plusSeconds(1));
        assertThat(keys.current().getKeyID()).isEqualTo(made);
    }

    private List<String> kids() {
        return keys.verifying().getKeys().stream().map(JWK::getKeyID).toList();
    }
}
