package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;

/** A payload's instants read through ITU are the instants Jackson's own reader gives, for every form it takes. */
class InstantReaderTest {
    private static final ObjectMapper JACKSON = new ObjectMapper().registerModule(new JavaTimeModule());

    @Test
    void theSerializerReadsInstantsWithOurReader() throws Exception {
        assertThat(WithFasterReads.readerOf(Instant.class)).isInstanceOf(InstantReader.class);
    }

    @Test
    void anEventsInstantReadsBackAsItWasWritten() {
        JacksonSerializer serializer = WithFasterReads.serializer();
        qt().withExamples(20_000)
                .forAll(longs().between(-62_135_596_800L, 253_402_300_799L), integers().between(0, 999_999_999))
                .checkAssert((second, nano) -> {
                    HypothesisSettled written = new HypothesisSettled("h1", Standing.SUPPORTED, "on", "ana",
                            Instant.ofEpochSecond(second, nano));
                    SerializedObject<byte[]> bytes = serializer.serialize(written, byte[].class);
                    assertThat((Object) serializer.deserialize(bytes)).isEqualTo(written);
                });
    }

    @Test
    void everyFormJacksonReadsReadsTheSame() throws Exception {
        ObjectMapper ours = WithFasterReads.serializer().getObjectMapper();
        for (String json : new String[] {"\"2026-03-01T00:00:00Z\"", "\"2026-03-01T00:00:00.000123Z\"",
                "\"2026-03-01T01:00:00+01:00\"", "1772323200", "1772323200.5", "\"1772323200\"",
                "\"+10000-01-01T00:00:00Z\"", "null"}) {
            assertThat(ours.readValue(json, Instant.class)).as(json)
                    .isEqualTo(JACKSON.readValue(json, Instant.class));
        }
    }

    @Test
    void textThatIsNoInstantIsRefusedAsJacksonRefusesIt() {
        ObjectMapper ours = WithFasterReads.serializer().getObjectMapper();
        assertThatThrownBy(() -> ours.readValue("\"yesterday\"", Instant.class))
                .isInstanceOf(InvalidFormatException.class);
    }
}
