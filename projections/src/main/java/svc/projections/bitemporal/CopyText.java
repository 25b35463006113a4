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
        // Most values need no escape, and are copied whole: String.indexOf runs on vectors, a loop over the
        // characters took a fifth of the thread writing a rebuild's rows.
        if (value.indexOf('\\') < 0 && value.indexOf('\t') < 0 && value.indexOf('\n') < 0
                && value.indexOf('\r') < 0) {
            return out.append(value);
        }
        for (int i = 0; i < value.length(); i++) {
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

    /** An instant in ISO 8601 and UTC, which PostgreSQL reads as a timestamp with time zone. */
    static StringBuilder time(StringBuilder out, Instant at) {
        return IsoInstants.append(out, at);
    }
}
