package svc.command.store;

import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import org.axonframework.serialization.json.JacksonSerializer;

/** A Jackson serializer as Axon's are once {@link FasterReads} has been through them, and what it reads a type with. */
final class WithFasterReads {
    private WithFasterReads() {
    }

    static JacksonSerializer serializer() {
        JacksonSerializer serializer = JacksonSerializer.builder()
                .objectMapper(new ObjectMapper().registerModule(new JavaTimeModule())).build();
        new FasterReads().postProcessAfterInitialization(serializer, "eventSerializer");
        return serializer;
    }

    /** The deserializer the serializer's mapper reads a value of this type with. */
    static JsonDeserializer<Object> readerOf(Class<?> type) throws IOException {
        ObjectMapper mapper = serializer().getObjectMapper();
        return ((DefaultDeserializationContext) mapper.getDeserializationContext())
                .createInstance(mapper.getDeserializationConfig(), mapper.createParser("{}"), null)
                .findRootValueDeserializer(mapper.constructType(type));
    }
}
