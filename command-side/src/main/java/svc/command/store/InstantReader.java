package svc.command.store;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.Instant;
import svc.sql.IsoInstants;

/**
 * Reads an instant of a payload as Jackson's own deserializer does, through the ITU parser where the text is an RFC
 * 3339 date-time (as every instant we write is): java.time's parser took a fifth of the CPU of the thread reading a
 * rebuild's events (docs/performance.md). Anything else (a number, a text ITU refuses) is Jackson's to read.
 */
final class InstantReader extends StdScalarDeserializer<Instant> {
    InstantReader() {
        super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        Instant read = parser.hasToken(JsonToken.VALUE_STRING) ? IsoInstants.rfc3339(parser.getText()) : null;
        // Jackson's own reader takes what ITU does not, or refuses it in its own words.
        return read != null ? read : InstantDeserializer.INSTANT.deserialize(parser, context);
    }
}
