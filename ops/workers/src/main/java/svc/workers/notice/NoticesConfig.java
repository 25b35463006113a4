package svc.workers.notice;

import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.ReplayToken;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import svc.workers.gate.GatedHandlers;
import svc.workers.gate.TenantGate;

/**
 * The notices processor reads the log in one segment, so it knows every Telling and rule registered before an event
 * when it handles the event. Its first start replays the log up to its head: who is told is learnt, and nothing
 * recorded before the processor existed is told. In one segment it can also be asked, in log order, whether anyone
 * may be told in an event's tenant: where nobody is, the event is passed over without a transaction
 * ({@link ToldTenants}).
 */
@Configuration
class NoticesConfig {
    @Bean
    ConfigurerModule noticesInOneSegmentFromTheHead() {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerPooledStreamingEventProcessorConfiguration(NoticeWriter.NAME,
                        (config, builder) -> builder.initialSegmentCount(1).initialToken(source ->
                                ReplayToken.createReplayToken(source.createHeadToken(), source.createTailToken()))));
    }

    @Bean
    GatedHandlers noticesTakeToldTenants(JdbcTemplate jdbc, PlatformTransactionManager transactions) {
        return new GatedHandlers(NoticeWriter.class,
                new ToldTenants(TenantGate.asking(jdbc, transactions, ToldTenants.ASKED))::admits);
    }
}
