package svc.projections.meaning;

import org.axonframework.config.ConfigurerModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Entity meanings are kept by name, and many entities share a name: read in one segment, two entities of one name
 * are never embedded and kept by two threads at once.
 */
@Configuration
class EntityMeaningsConfig {
    @Bean
    ConfigurerModule entityMeaningsInOneSegment() {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerPooledStreamingEventProcessorConfiguration(EntityMeaningProjection.NAME,
                        (config, builder) -> builder.initialSegmentCount(1)));
    }
}
