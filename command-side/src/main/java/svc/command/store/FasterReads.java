package svc.command.store;

import com.fasterxml.jackson.databind.module.SimpleModule;
import java.time.Instant;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.json.JacksonSerializer;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * Puts our faster readers in every Jackson serializer Axon builds: {@link MetaDataReader} in place of Axon's metadata
 * deserializer, and {@link InstantReader} in place of Jackson's for the instants of payloads. Axon registers its own
 * module when it builds a serializer, and Jackson lets the module registered last decide, so ours is registered
 * after.
 */
final class FasterReads implements BeanPostProcessor {
    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof JacksonSerializer serializer) {
            serializer.getObjectMapper().registerModule(new SimpleModule("svc-reads")
                    .addDeserializer(MetaData.class, new MetaDataReader())
                    .addDeserializer(Instant.class, new InstantReader()));
        }
        return bean;
    }
}
