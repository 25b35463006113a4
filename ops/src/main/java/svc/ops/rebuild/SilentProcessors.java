package svc.ops.rebuild;

import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.SubscribableMessageSource;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * In a rebuild's process every projection is built (its handlers are what the rebuild runs) but no processor reads
 * the log or claims a segment: each subscribes to a source that never publishes, and the rebuild hands the events to
 * the handlers itself, from its own batches.
 */
@Configuration
@ConditionalOnProperty(name = "svc.rebuild.silent-processors", havingValue = "true")
class SilentProcessors {
    private static final SubscribableMessageSource<EventMessage<?>> NOTHING = handlers -> () -> true;

    @Bean
    ConfigurerModule processorsHearNothing() {
        return new ConfigurerModule() {
            @Override
            public void configureModule(org.axonframework.config.Configurer configurer) {
                configurer.eventProcessing(processing -> processing
                        .usingSubscribingEventProcessors()
                        .configureDefaultSubscribableMessageSource(config -> NOTHING));
            }

            @Override
            public int order() {
                return Integer.MAX_VALUE;
            }
        };
    }
}
