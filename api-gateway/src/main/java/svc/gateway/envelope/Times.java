package svc.gateway.envelope;

import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import svc.gateway.refusal.Refusal;

/** RFC 3339 instants, or a plain date meaning the start of that day in UTC; kept to the microsecond. */
public final class Times {
    private Times() {
    }

    public static Instant parse(String text, String field) {
        String value = text.trim();
        try {
            if (value.length() == 10) {
                return LocalDate.parse(value).atStartOfDay().toInstant(ZoneOffset.UTC);
            }
            return OffsetDateTime.parse(value).toInstant().truncatedTo(ChronoUnit.MICROS);
        } catch (DateTimeParseException e) {
            throw Refusal.invalidInput(field,
                    field + " must be an RFC 3339 instant (2026-03-01T09:30:00Z) or a date (2026-03-01); got '"
                            + value + "'.");
        }
    }
}
