package svc.workers.workflow;

import org.axonframework.config.ConfigurerModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The runner reads the log in one segment: with several, a hypothesis event could be handled before the arming of a
 * workflow that precedes it in the log, and the step would be missed.
 */
@Configuration
class WorkflowRunnerConfig {
    @Bean
    ConfigurerModule workflowRunnerInOneSegment() {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerPooledStreamingEventProcessorConfiguration(WorkflowRunner.NAME,
                        (config, builder) -> builder.initialSegmentCount(1)));
    }
}
