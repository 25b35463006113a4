package svc.projections.rebuild;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Rows of one table that one projection owns: the whole table, or the rows of its unit kinds in the shared
 * bitemporal tables. A reset deletes them; a rebuild replaces them.
 */
public record OwnedRows(String table, String where, List<Object> arguments) {
    /** The tables kept in a partition per kind on PostgreSQL (V93), which a rebuild swaps by partition. */
    private static final Set<String> BY_KIND = Set.of("bt_unit", "bt_change");

    /** The rows of these unit kinds in {@code bt_unit} and {@code bt_change}. */
    public static List<OwnedRows> ofKinds(String... kinds) {
        String where = "kind IN (" + String.join(", ", Collections.nCopies(kinds.length, "?")) + ")";
        List<Object> arguments = List.copyOf(Arrays.asList(kinds));
        return List.of(new OwnedRows("bt_unit", where, arguments), new OwnedRows("bt_change", where, arguments));
    }

    /** The unit kinds these rows are of, when they are rows of {@code bt_unit}; none otherwise. */
    public List<String> unitKinds() {
        return table.equals("bt_unit") ? kinds() : List.of();
    }

    /** The kinds these rows are of, when they are of a table kept by kind ({@code bt_unit}, {@code bt_change}). */
    public List<String> kinds() {
        return BY_KIND.contains(table) ? arguments.stream().map(String.class::cast).toList() : List.of();
    }

    public static OwnedRows wholeTable(String table) {
        return new OwnedRows(table, "1 = 1", List.of());
    }

    public void delete(JdbcTemplate jdbc) {
        jdbc.update("DELETE FROM " + table + " WHERE " + where, arguments.toArray());
    }
}
