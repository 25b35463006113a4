package svc.gateway.inputs;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/**
 * A time in an input as the wire has it (design.md, Wire): an RFC 3339 instant, or a plain date meaning the start of
 * that day in UTC, kept to the microsecond. Anything else is refused by the input reader, naming the member.
 */
public class WireInstant extends JsonDeserializer<Instant> {
    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.currentToken() != JsonToken.VALUE_STRING) {
            return (Instant) context.handleUnexpectedToken(Instant.class, parser);
        }
        String text = parser.getText().trim();
        try {
            return text.length() == 10
                    ? LocalDate.parse(text).atStartOfDay().toInstant(ZoneOffset.UTC)
                    : OffsetDateTime.parse(text).toInstant().truncatedTo(ChronoUnit.MICROS);
        } catch (DateTimeParseException e) {
            throw context.weirdStringException(text, Instant.class,
                    "an RFC 3339 instant (2026-03-01T09:30:00Z) or a date (2026-03-01)");
        }
    }
}
