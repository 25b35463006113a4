package svc.command.seal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import svc.command.api.SecretSeal;

/** Sealed secrets open again for their own unit with the key held in the database, and only so. */
class SecretSealTest {
    static final String SECRET = "whsec-3f9a7c1e5b2d4a68";
    static final String UNIT = "acme/telling/tl_1";

    private JdbcTemplate jdbc;
    private SecretSeal seal;

    @BeforeEach
    void database() {
        jdbc = new JdbcTemplate(new DriverManagerDataSource("jdbc:h2:mem:seal-" + UUID.randomUUID()
                + ";DB_CLOSE_DELAY=-1"));
        jdbc.execute("CREATE TABLE svc_sealing_key (kid VARCHAR(64) PRIMARY KEY, secret VARCHAR(100) NOT NULL, "
                + "created TIMESTAMP WITH TIME ZONE NOT NULL)");
        seal = new AesSecretSeal(jdbc, Clock.systemUTC());
    }

    @Test
    void aSealedSecretOpensForItsUnit() {
        String sealed = seal.seal(SECRET, UNIT);

        assertThat(sealed).doesNotContain(SECRET).doesNotContain(SECRET.substring(6));
        assertThat(seal.open(sealed, UNIT)).isEqualTo(SECRET);
    }

    @Test
    void aSealedSecretDoesNotOpenForAnotherUnit() {
        String sealed = seal.seal(SECRET, UNIT);

        assertThatThrownBy(() -> seal.open(sealed, "acme/telling/tl_2")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void sealingTwiceGivesDifferentTextUnderOneKey() {
        String first = seal.seal(SECRET, UNIT);
        String second = seal.seal(SECRET, UNIT);

        assertThat(first).isNotEqualTo(second);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM svc_sealing_key", Integer.class)).isEqualTo(1);
        assertThat(seal.open(second, UNIT)).isEqualTo(SECRET);
    }

    @Test
    void aSecretSealedWithAKeyNotHeldHereDoesNotOpen() {
        String sealed = seal.seal(SECRET, UNIT);
        jdbc.update("DELETE FROM svc_sealing_key");

        assertThatThrownBy(() -> seal.open(sealed, UNIT)).hasMessageContaining("no sealing key");
    }

    @Test
    void onlyTheLastFourCharactersOfALongSecretAreHinted() {
        assertThat(SecretSeal.hint(SECRET)).isEqualTo("****4a68");
        assertThat(SecretSeal.hint("short-secret")).isEqualTo("****");
    }
}
