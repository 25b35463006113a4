package svc.ops;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import svc.command.store.Recorded;

/**
 * One event of the log as one line of an export: every column Axon keeps for it, the payload and metadata as the
 * JSON text stored, character for character, so that an import stores the very same bytes.
 */
record LoggedEvent(long globalIndex, String eventId, String aggregateId, String aggregateType, long sequence,
        String type, String revision, String payload, String metadata, String timestamp) {

    void write(JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeNumberField("global_index", globalIndex);
        out.writeStringField("event_id", eventId);
        out.writeStringField("aggregate_id", aggregateId);
        out.writeStringField("aggregate_type", aggregateType);
        out.writeNumberField("sequence", sequence);
        out.writeStringField("type", type);
        out.writeStringField("revision", revision);
        out.writeFieldName("payload");
        out.writeRawValue(payload);
        out.writeFieldName("metadata");
        if (metadata == null) {
            out.writeNull();
        } else {
            out.writeRawValue(metadata);
        }
        out.writeStringField("timestamp", timestamp);
        out.writeEndObject();
        out.writeRaw('\n');
    }

    /** The recorded (known-on) time, as {@link Recorded} reads it: the metadata's stamp, else Axon's timestamp. */
    Instant recorded(JsonFactory json) {
        if (metadata != null) {
            try (JsonParser parser = json.createParser(metadata)) {
                parser.nextToken();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    if (Recorded.KEY.equals(name) && parser.currentToken() == JsonToken.VALUE_STRING) {
                        return Instant.parse(parser.getText());
                    }
                    parser.skipChildren();
                }
            } catch (IOException | DateTimeParseException e) {
                throw new Unreadable("its metadata's recorded time cannot be read: " + e.getMessage());
            }
        }
        try {
            return Instant.parse(timestamp);
        } catch (DateTimeParseException e) {
            throw new Unreadable("its timestamp '" + timestamp + "' is not an instant");
        }
    }

    /** Reads a line {@link #write} wrote; an {@link Unreadable} names what is wrong with it. */
    static LoggedEvent parse(JsonFactory json, String line) {
        Long globalIndex = null;
        Long sequence = null;
        String eventId = null;
        String aggregateId = null;
        String aggregateType = null;
        String type = null;
        String revision = null;
        String payload = null;
        String metadata = null;
        String timestamp = null;
        try (JsonParser parser = json.createParser(line)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new Unreadable("it is not a JSON object");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (name) {
                    case "global_index" -> globalIndex = number(parser, name);
                    case "sequence" -> sequence = number(parser, name);
                    case "event_id" -> eventId = text(parser);
                    case "aggregate_id" -> aggregateId = text(parser);
                    case "aggregate_type" -> aggregateType = text(parser);
                    case "type" -> type = text(parser);
                    case "revision" -> revision = text(parser);
                    case "timestamp" -> timestamp = text(parser);
                    case "payload" -> payload = rawObject(parser, line, name);
                    case "metadata" -> metadata = value == JsonToken.VALUE_NULL ? null : rawObject(parser, line, name);
                    default -> parser.skipChildren();
                }
            }
            if (parser.nextToken() != null) {
                throw new Unreadable("it holds more than one JSON value");
            }
        } catch (IOException e) {
            throw new Unreadable("it is not JSON: " + e.getMessage());
        }
        require(globalIndex, "global_index");
        require(sequence, "sequence");
        require(eventId, "event_id");
        require(aggregateId, "aggregate_id");
        require(type, "type");
        require(payload, "payload");
        require(timestamp, "timestamp");
        return new LoggedEvent(globalIndex, eventId, aggregateId, aggregateType, sequence, type, revision, payload,
                metadata, timestamp);
    }

    private static Long number(JsonParser parser, String name) throws IOException {
        if (parser.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw new Unreadable(name + " is not a whole number");
        }
        return parser.getLongValue();
    }

    private static String text(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : parser.getValueAsString();
    }

    /** The object's text exactly as the line has it: from its opening brace to just past its closing one. */
    private static String rawObject(JsonParser parser, String line, String name) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw new Unreadable(name + " is not a JSON object");
        }
        int start = (int) parser.currentTokenLocation().getCharOffset();
        parser.skipChildren();
        int end = (int) parser.currentLocation().getCharOffset();
        return line.substring(start, end);
    }

    private static void require(Object value, String name) {
        if (value == null) {
            throw new Unreadable("it has no " + name);
        }
    }

    /** A line that is not an exported event, with what is wrong with it. */
    static final class Unreadable extends RuntimeException {
        Unreadable(String message) {
            super(message);
        }
    }
}
