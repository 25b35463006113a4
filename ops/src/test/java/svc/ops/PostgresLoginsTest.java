package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The README's PostgreSQL line: the URL's user migrates, and the service connects as svc_app. */
class PostgresLoginsTest {
    @Test
    void theUrlsUserMigratesAndTheServiceConnectsAsItsOwnRole() {
        Map<String, Object> properties = PostgresLogins.of(
                "jdbc:postgresql://127.0.0.1:5432/svc?user=postgres&password=secret&sslmode=disable");
        assertThat(properties)
                .containsEntry("spring.flyway.url", "jdbc:postgresql://127.0.0.1:5432/svc?sslmode=disable")
                .containsEntry("spring.flyway.user", System.getenv().getOrDefault("SVC_DB_USER", "postgres"))
                .containsEntry("spring.datasource.url", "jdbc:postgresql://127.0.0.1:5432/svc?sslmode=disable")
                .containsEntry("spring.datasource.username",
                        System.getenv().getOrDefault("SVC_APP_DB_USER", "svc_app"));
        assertThat(properties.get("spring.datasource.password")).isEqualTo(System.getenv("SVC_APP_DB_PASSWORD"));
    }

    @Test
    void aUrlWithNoParametersStaysBare() {
        assertThat(PostgresLogins.of("jdbc:postgresql://db/svc")).containsEntry("spring.datasource.url",
                "jdbc:postgresql://db/svc");
    }

    @Test
    void theServiceSendsABatchOfInsertsAsMultiRowInserts() {
        assertThat(PostgresLogins.of("jdbc:postgresql://db/svc"))
                .containsEntry("spring.datasource.hikari.data-source-properties.reWriteBatchedInserts", "true");
    }
}
