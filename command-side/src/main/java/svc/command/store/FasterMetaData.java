package svc.command.store;

import com.fasterxml.jackson.databind.module.SimpleModule;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.json.JacksonSerializer;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * Puts {@link MetaDataReader} in place of Axon's metadata deserializer in every Jackson serializer Axon builds. Axon
 * registers its own module when it builds a serializer, and Jackson lets the module registered last decide, so ours
 * is registered after.
 */
final class FasterMetaData implements BeanPostProcessor {
    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof JacksonSerializer serializer) {
            serializer.getObjectMapper().registerModule(new SimpleModule("svc-metadata")
                    .addDeserializer(MetaData.class, new MetaDataReader()));
        }
        return bean;
    }
}
