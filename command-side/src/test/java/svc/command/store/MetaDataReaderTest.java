package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

class MetaDataReaderTest {

    @Test
    void theSerializerReadsMetaDataWithOurReaderNotAxons() throws Exception {
        assertThat(WithFasterReads.readerOf(MetaData.class)).isInstanceOf(MetaDataReader.class);
    }

    @Test
    void metaDataReadsBackAsItWasWrittenEveryTime() {
        JacksonSerializer serializer = WithFasterReads.serializer();
        MetaData written = MetaData.from(Map.of("recorded", "2026-11-27T12:00:00.123456Z", "traceId", "t-1",
                "count", 3, "nested", Map.of("a", List.of(1, "b"))));

        for (int i = 0; i < 3; i++) {
            SerializedObject<byte[]> bytes = serializer.serialize(written, byte[].class);
            MetaData read = serializer.deserialize(bytes);
            assertThat(read).isEqualTo(written);
        }
    }
}
