package svc.ops.rebuild;

import java.util.List;
import java.util.Map;

/** Rows of one table that one side of a verified rebuild holds and the other does not: how many, the first few. */
public record RowDifference(String processor, String table, String where, long count,
        List<Map<String, Object>> first) {
}
