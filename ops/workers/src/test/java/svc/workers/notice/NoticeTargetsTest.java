package svc.workers.notice;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.TellingRegistered;
import svc.projections.TestDatabases;

/** Who is told, read once a batch: a Telling registered or disabled within the batch counts for its later events. */
class NoticeTargetsTest {
    private final DataSource database = TestDatabases.h2();
    private final NoticeTargets targets = new NoticeTargets(new JdbcTemplate(database), new ObjectMapper());
    private final TransactionTemplate batch = new TransactionTemplate(new DataSourceTransactionManager(database));

    @Test
    void aTellingRegisteredInTheBatchIsToldOfItsLaterEvents() {
        batch.executeWithoutResult(status -> {
            assertThat(targets.enabledIn("acme")).isEmpty();
            targets.keep(telling("acme"));
            assertThat(targets.enabledIn("acme")).extracting(NoticeTarget::targetId)
                    .containsExactly("acme/telling/t1");
        });
    }

    @Test
    void aTellingDisabledInTheBatchIsToldNothingAfter() {
        batch.executeWithoutResult(status -> targets.keep(telling("acme")));
        batch.executeWithoutResult(status -> {
            assertThat(targets.enabledIn("acme")).hasSize(1);
            targets.disable("acme/telling/t1");
            assertThat(targets.enabledIn("acme")).isEmpty();
        });
    }

    @Test
    void theNextBatchSeesWhatAnotherWroteMeanwhile() {
        batch.executeWithoutResult(status -> assertThat(targets.enabledIn("acme")).isEmpty());
        new NoticeTargets(new JdbcTemplate(database), new ObjectMapper()).keep(telling("acme"));
        batch.executeWithoutResult(status -> assertThat(targets.enabledIn("acme")).hasSize(1));
    }

    private static TellingRegistered telling(String tenant) {
        return new TellingRegistered(tenant + "/telling/t1", tenant, "t1", "tenant/" + tenant,
                "https://example.test/hook", List.of("hypothesis.settled"), "k:sealed", "****abcd", 5,
                Instant.parse("2026-01-01T00:00:00Z"));
    }
}
