package svc.sql;

import com.ethlo.time.ITU;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Instants in ISO 8601 text, as {@link Instant#toString} writes them and {@link Instant#parse} reads them, the same
 * text and the same values: java.time's formatter took half the CPU of the thread writing a rebuild's rows, and its
 * parser a tenth of the thread handling its events (docs/performance.md). The text is read by the ITU library's
 * RFC 3339 parser and written here, digit by digit into the caller's builder (ITU's formatter, tried first, still
 * took half of that thread, most of it in a buffer it makes for each value). Where a value is outside what these
 * take (a year past 9999, a text ITU refuses), java.time reads and writes it, as before.
 */
public final class IsoInstants {
    private static final int MAX_YEAR = 9999;
    /** "9999-12-31T23:59:59.999999999Z" */
    private static final int LONGEST = 30;

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

    /** Appends the instant as {@link Instant#toString} writes it: UTC, its fraction in groups of three digits. */
    public static StringBuilder append(StringBuilder out, Instant at) {
        LocalDateTime utc = LocalDateTime.ofEpochSecond(at.getEpochSecond(), at.getNano(), ZoneOffset.UTC);
        int year = utc.getYear();
        if (year < 1 || year > MAX_YEAR) {
            return out.append(at);
        }
        char[] text = new char[LONGEST];
        digits(text, 0, year, 4);
        text[4] = '-';
        digits(text, 5, utc.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, utc.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, utc.getHour(), 2);
        text[13] = ':';
        digits(text, 14, utc.getMinute(), 2);
        text[16] = ':';
        digits(text, 17, utc.getSecond(), 2);
        int end = 19;
        int nano = at.getNano();
        if (nano != 0) {
            text[end++] = '.';
            if (nano % 1_000_000 == 0) {
                end = digits(text, end, nano / 1_000_000, 3);
            } else if (nano % 1000 == 0) {
                end = digits(text, end, nano / 1000, 6);
            } else {
                end = digits(text, end, nano, 9);
            }
        }
        text[end++] = 'Z';
        return out.append(text, 0, end);
    }

    /** Writes the value in exactly {@code width} decimal digits, zeros in front, at {@code at}; returns the end. */
    private static int digits(char[] text, int at, int value, int width) {
        int rest = value;
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (char) ('0' + rest % 10);
            rest /= 10;
        }
        return at + width;
    }
}
