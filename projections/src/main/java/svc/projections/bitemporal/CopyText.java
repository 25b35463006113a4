package svc.projections.bitemporal;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import svc.sql.IsoInstants;

/** Values in the text format of PostgreSQL's {@code COPY}: tab-separated, {@code \N} for null, backslash escapes. */
final class CopyText {
    private static final int CHUNK_BYTES = 1 << 16;

    private CopyText() {
    }

    /** Runs {@code copy} (a {@code COPY ... FROM STDIN}) on the connection with these lines as its input. */
    static void copy(Connection connection, String copy, CharSequence lines) throws SQLException {
        byte[] bytes = lines.toString().getBytes(StandardCharsets.UTF_8);
        CopyIn in = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(copy);
        try {
            for (int at = 0; at < bytes.length; at += CHUNK_BYTES) {
                in.writeToCopy(bytes, at, Math.min(CHUNK_BYTES, bytes.length - at));
            }
            in.endCopy();
        } finally {
            if (in.isActive()) {
                in.cancelCopy();
            }
        }
    }

    static StringBuilder text(StringBuilder out, String value) {
        if (value == null) {
            return out.append("\\N");
        }
        // Most values need no escape: copied whole, not a character at a time (a third of the fold's writing).
        int plain = 0;
        while (plain < value.length() && !escaped(value.charAt(plain))) {
            plain++;
        }
        if (plain == value.length()) {
            return out.append(value);
        }
        out.append(value, 0, plain);
        for (int i = plain; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out;
    }

    private static boolean escaped(char c) {
        return c == '\\' || c == '\t' || c == '\n' || c == '\r';
    }

    /** An instant in ISO 8601 and UTC, which PostgreSQL reads as a timestamp with time zone. */
    static StringBuilder time(StringBuilder out, Instant at) {
        return IsoInstants.append(out, at);
    }
}
