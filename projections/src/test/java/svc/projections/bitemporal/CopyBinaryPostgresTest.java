package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.springframework.jdbc.core.ConnectionCallback;

/**
 * Values copied in COPY's binary format read back as written: any text (beyond the Basic Multilingual Plane too), null,
 * integers, booleans, and instants as PostgreSQL reads their text, a finer one cut to its microsecond.
 * Skipped without PostgreSQL.
 */
class CopyBinaryPostgresTest {
    private static final long FIRST = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
    private static final long LAST = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();

    private static Harness db;

    @BeforeAll
    static void database() {
        db = Harness.postgres();
        db.jdbc.execute("CREATE TABLE copied (n INTEGER, s VARCHAR, at TIMESTAMP WITH TIME ZONE, at_text VARCHAR, "
                + "big BIGINT, yes BOOLEAN)");
    }

    @AfterAll
    static void dropDatabase() {
        db.close();
    }

    private record Row(String text, Instant at, Long big, boolean yes) {
    }

    /**
     * Any text of code points but NUL (which no text column holds) and the surrogates (which name no character
     * alone), ASCII most often, or null.
     */
    private static Gen<String> texts() {
        Gen<Integer> codePoint = integers().between(0, 3).zip(integers().between(1, 0x7F),
                integers().between(1, 0x10FFFF - 0x800), (range, ascii, any) ->
                        range > 0 ? ascii : any < 0xD800 ? any : any + 0x800);
        return lists().of(codePoint).ofSizeBetween(0, 16).zip(integers().between(0, 9), (points, pick) -> {
            if (pick == 0) {
                return null;
            }
            StringBuilder text = new StringBuilder();
            points.forEach(text::appendCodePoint);
            return text.toString();
        });
    }

    /** Whole seconds to microseconds, and some to nanoseconds. */
    private static Gen<Instant> instants() {
        return longs().between(FIRST, LAST).zip(integers().between(0, 999_999_999), integers().between(0, 3),
                (second, nano, unit) -> Instant.ofEpochSecond(second, switch (unit) {
                    case 0 -> 0;
                    case 1, 2 -> nano / 1000 * 1000;
                    default -> nano;
                }));
    }

    private static Gen<Row> rows() {
        return texts().zip(instants(), longs().all(), booleans().all(),
                (text, at, big, yes) -> new Row(text, at, big == 0 ? null : big, yes));
    }

    @Test
    void everyValueReadsBackAsItWasWritten() {
        qt().withExamples(300).forAll(lists().of(rows()).ofSizeBetween(1, 20)).checkAssert(rows -> {
            db.jdbc.update("TRUNCATE copied");
            CopyBinary out = new CopyBinary();
            for (int i = 0; i < rows.size(); i++) {
                Row row = rows.get(i);
                out.row(6).int4(i).text(row.text()).time(row.at())
                        .text(row.at().truncatedTo(ChronoUnit.MICROS).toString()).int8(row.big()).bool(row.yes());
            }
            db.jdbc.execute((ConnectionCallback<Void>) connection -> {
                out.copy(connection, "COPY copied (n, s, at, at_text, big, yes) FROM STDIN (FORMAT binary)");
                return null;
            });

            List<Row> read = db.jdbc.query("SELECT s, at_text, big, yes FROM copied ORDER BY n",
                    (rs, n) -> new Row(rs.getString(1), Instant.parse(rs.getString(2)),
                            rs.getObject(3) == null ? null : rs.getLong(3), rs.getBoolean(4)));
            assertThat(read).isEqualTo(rows.stream().map(row -> new Row(row.text(),
                    row.at().truncatedTo(ChronoUnit.MICROS), row.big(), row.yes())).toList());
            assertThat(db.jdbc.queryForObject("SELECT COUNT(*) FROM copied WHERE at <> CAST(at_text AS TIMESTAMP "
                    + "WITH TIME ZONE)", Integer.class)).as("instants as PostgreSQL reads their text").isZero();
        });
    }
}
