package svc.workers.workflow;

import org.axonframework.config.ConfigurerModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import svc.workers.gate.GatedHandlers;
import svc.workers.gate.TenantGate;

/**
 * The runner reads the log in one segment: with several, a hypothesis event could be handled before the arming of a
 * workflow that precedes it in the log, and the step would be missed. In one segment its handlers can also be asked,
 * in log order, whether a workflow may be armed in an event's tenant: where none is, the event is passed over
 * without a transaction ({@link ArmedTenants}).
 */
@Configuration
class WorkflowRunnerConfig {
    @Bean
    ConfigurerModule workflowRunnerInOneSegment() {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerPooledStreamingEventProcessorConfiguration(WorkflowRunner.NAME,
                        (config, builder) -> builder.initialSegmentCount(1)));
    }

    @Bean
    GatedHandlers workflowRunnerTakesArmedTenants(JdbcTemplate jdbc, PlatformTransactionManager transactions) {
        return new GatedHandlers(WorkflowRunner.class,
                new ArmedTenants(TenantGate.asking(jdbc, transactions, ArmedTenants.ASKED))::admits);
    }
}
