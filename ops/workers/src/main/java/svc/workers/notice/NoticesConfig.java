package svc.workers.notice;

import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.ReplayToken;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The notices processor reads the log in one segment, so it knows every Telling and rule registered before an event
 * when it handles the event. Its first start replays the log up to its head: who is told is learnt, and nothing
 * recorded before the processor existed is told.
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
}
