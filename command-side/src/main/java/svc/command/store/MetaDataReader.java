package svc.command.store;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.axonframework.messaging.MetaData;

/**
 * Reads an event's metadata as Axon's own {@code MetaDataDeserializer} does, a map of names to values, but finds the
 * map's deserializer once instead of once an event: Axon's built the map type and contextualised a deserializer for
 * it every time, a third of the CPU a projection spent on an event in a rebuild (docs/performance.md).
 */
final class MetaDataReader extends JsonDeserializer<MetaData> {
    private volatile JsonDeserializer<Object> maps;

    @Override
    public Object deserializeWithType(JsonParser parser, DeserializationContext context,
            TypeDeserializer typeDeserializer) throws IOException {
        return typeDeserializer.deserializeTypedFromObject(parser, context);
    }

    @Override
    @SuppressWarnings("unchecked")
    public MetaData deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        JsonDeserializer<Object> read = maps;
        if (read == null) {
            // The root deserializer of one type is the same object whichever context asks (Jackson caches it too).
            read = context.findRootValueDeserializer(context.getTypeFactory().constructMapType(Map.class,
                    String.class, Object.class));
            maps = read;
        }
        return MetaData.from((Map<String, ?>) read.deserialize(parser, context, new HashMap<>()));
    }
}
