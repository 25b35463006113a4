package svc.ops.rebuild;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.projections.rebuild.OwnedRows;

/**
 * Fresh rows against live rows, every column, in the database: what only the fresh tables hold and what only the
 * live ones hold. Both sides must have handled the same events first.
 */
final class Verification {
    static final int SHOWN = 10;

    private Verification() {
    }

    static List<RowDifference> compare(JdbcTemplate jdbc, RebuildTarget target) {
        List<RowDifference> differences = new ArrayList<>();
        for (OwnedRows owned : target.rows()) {
            differences.addAll(onlyIn(jdbc, target, owned, FreshTables.SCHEMA, "public", "only in the fresh table"));
            differences.addAll(onlyIn(jdbc, target, owned, "public", FreshTables.SCHEMA, "only in the live table"));
        }
        return differences;
    }

    private static List<RowDifference> onlyIn(JdbcTemplate jdbc, RebuildTarget target, OwnedRows owned, String side,
            String other, String where) {
        String except = "SELECT * FROM " + side + "." + owned.table() + " WHERE " + owned.where() + " EXCEPT SELECT * FROM "
                + other + "." + owned.table() + " WHERE " + owned.where();
        Object[] arguments = twice(owned.arguments());
        Long count = jdbc.queryForObject("SELECT COUNT(*) FROM (" + except + ") d", Long.class, arguments);
        if (count == null || count == 0) {
            return List.of();
        }
        List<Map<String, Object>> rows = jdbc.queryForList(except + " FETCH FIRST " + SHOWN + " ROWS ONLY",
                arguments);
        return List.of(new RowDifference(target.name(), owned.table(), where, count, rows));
    }

    private static Object[] twice(List<Object> arguments) {
        List<Object> both = new ArrayList<>(arguments);
        both.addAll(arguments);
        return both.toArray();
    }
}
