package svc.projections.bitemporal;

import java.sql.Array;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Rows inserted on PostgreSQL as one statement over one array a column ({@code INSERT ... SELECT FROM unnest(...)}):
 * a dozen parameters a statement instead of a dozen a row. A rebuild's fold writes millions of rows, and a profile of
 * it at a million events found most of its time binding their parameters one by one (the driver's binds, Spring's
 * per-parameter type lookup and trace check, and a time zone's rules built for every timestamp). COPY, the fastest
 * write, is refused on tables under row-level security.
 */
final class ColumnArrays<R> {
    private final String sql;
    private final List<Column<R>> columns;

    private ColumnArrays(String table, List<Column<R>> columns) {
        this.columns = List.copyOf(columns);
        this.sql = "INSERT INTO " + table + " (" + columns.stream().map(Column::name).collect(Collectors.joining(", "))
                + ") SELECT * FROM unnest(" + columns.stream().map(column -> "CAST(? AS " + column.type() + "[])")
                .collect(Collectors.joining(", ")) + ")";
    }

    static <R> ColumnArrays<R> into(String table, List<Column<R>> columns) {
        return new ColumnArrays<>(table, columns);
    }

    /** Whether the database takes arrays so (PostgreSQL); elsewhere rows go as a JDBC batch. */
    static boolean taken(JdbcTemplate jdbc) {
        return Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) connection ->
                "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName())));
    }

    String sql() {
        return sql;
    }

    void insert(JdbcTemplate jdbc, List<R> rows) {
        jdbc.execute((ConnectionCallback<Void>) connection -> {
            try (PreparedStatement insert = connection.prepareStatement(sql)) {
                for (int c = 0; c < columns.size(); c++) {
                    Function<R, Object> value = columns.get(c).value();
                    String[] texts = new String[rows.size()];
                    for (int r = 0; r < texts.length; r++) {
                        texts[r] = text(value.apply(rows.get(r)));
                    }
                    Array array = connection.createArrayOf("text", texts);
                    insert.setArray(c + 1, array);
                }
                insert.execute();
            }
            return null;
        });
    }

    private static String text(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant instant) {
            return timestamp(instant);
        }
        return value.toString();
    }

    /** PostgreSQL's own text of a UTC timestamp, to the microsecond, without a formatter's or a zone's costs. */
    static String timestamp(Instant instant) {
        LocalDateTime at = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), ZoneOffset.UTC);
        StringBuilder text = new StringBuilder(32);
        digits(text, at.getYear(), 4).append('-');
        digits(text, at.getMonthValue(), 2).append('-');
        digits(text, at.getDayOfMonth(), 2).append(' ');
        digits(text, at.getHour(), 2).append(':');
        digits(text, at.getMinute(), 2).append(':');
        digits(text, at.getSecond(), 2);
        int micros = at.getNano() / 1000;
        if (micros != 0) {
            digits(text.append('.'), micros, 6);
        }
        return text.append("+00").toString();
    }

    private static StringBuilder digits(StringBuilder text, int value, int width) {
        String digits = Integer.toString(value);
        for (int pad = digits.length(); pad < width; pad++) {
            text.append('0');
        }
        return text.append(digits);
    }

    /** A column: its name, its SQL type, and its value in a row (text, a number, a boolean or an instant). */
    record Column<R>(String name, String type, Function<R, Object> value) {
    }
}
