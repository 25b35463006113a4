package svc.projections.bitemporal;

import java.sql.PreparedStatement;
import java.util.List;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * One statement run as a JDBC batch over many rows, each value set as it is. A rebuild's fold writes millions of rows,
 * and a profile of it at a million events found a third of its time in Spring's batch setting each parameter (a type
 * lookup and a trace check, through the logging's filters, a parameter); set directly, 23,000 rows took 210 ms (an
 * insert over one array a column, {@code unnest}, took 260 ms). COPY is refused through a table under row-level
 * security; a rebuild goes around it ({@link PartitionCopy}, {@link StagedChanges}).
 */
final class JdbcBatches {
    private JdbcBatches() {
    }

    static void run(JdbcTemplate jdbc, String sql, List<Object[]> rows) {
        jdbc.execute((ConnectionCallback<Void>) connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                for (Object[] row : rows) {
                    for (int i = 0; i < row.length; i++) {
                        statement.setObject(i + 1, row[i]);
                    }
                    statement.addBatch();
                }
                statement.executeBatch();
            }
            return null;
        });
    }
}
