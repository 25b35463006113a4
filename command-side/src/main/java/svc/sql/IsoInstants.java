package svc.sql;

import com.ethlo.time.ITU;
import java.time.DateTimeException;
import java.time.Instant;

/**
 * Instants read from ISO 8601 text as {@link Instant#parse} reads them, the same values: java.time's parser took a
 * tenth of the thread handling a rebuild's events (docs/performance.md). The text is read by the ITU library's
 * RFC 3339 parser; where ITU refuses a text (a year past 9999, or no instant at all), java.time reads or refuses it, as
 * before.
 */
public final class IsoInstants {
    private IsoInstants() {
    }

    /** The instant this text names, as {@link Instant#parse} reads it. */
    public static Instant parse(String text) {
        Instant read = rfc3339(text);
        return read != null ? read : Instant.parse(text);
    }

    /** The instant this RFC 3339 date-time names, through ITU; null where ITU refuses the text. */
    public static Instant rfc3339(String text) {
        try {
            return ITU.parseDateTime(text).toInstant();
        } catch (DateTimeException refused) {
            return null;
        }
    }
}
