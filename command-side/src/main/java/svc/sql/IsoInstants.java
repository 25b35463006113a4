package svc.sql;

import com.ethlo.time.ITU;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * Instants in ISO 8601 text, as {@link Instant#toString} writes them and {@link Instant#parse} reads them, the same
 * text and the same values, through the ITU library's RFC 3339 parser and formatter: java.time's formatter took half
 * the CPU of the thread writing a rebuild's rows, and parsing the recorded time a tenth of the thread reading its
 * events (docs/performance.md). Where ITU does not take a value (a year past 9999, a text it refuses), java.time
 * does, as before.
 */
public final class IsoInstants {
    private static final int MAX_YEAR = 9999;

    private IsoInstants() {
    }

    /** The instant this text names, as {@link Instant#parse} reads it. */
    public static Instant parse(String text) {
        try {
            return ITU.parseDateTime(text).toInstant();
        } catch (DateTimeException refused) {
            return Instant.parse(text);
        }
    }

    /** Appends the instant as {@link Instant#toString} writes it: UTC, its fraction in groups of three digits. */
    public static StringBuilder append(StringBuilder out, Instant at) {
        OffsetDateTime utc = SqlTimes.at(at);
        int year = utc.getYear();
        if (year < 1 || year > MAX_YEAR) {
            return out.append(at);
        }
        return out.append(ITU.formatUtc(utc, fractionDigits(at.getNano())));
    }

    private static int fractionDigits(int nano) {
        if (nano == 0) {
            return 0;
        }
        if (nano % 1_000_000 == 0) {
            return 3;
        }
        return nano % 1000 == 0 ? 6 : 9;
    }
}
