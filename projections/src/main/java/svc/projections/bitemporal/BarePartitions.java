package svc.projections.bitemporal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Partitions of a schema's {@code bt_unit} made bare for a bulk load, and put back after it: detached, stripped of
 * their primary key and indexes and emptied; then attached again, which builds every index of the parent table on
 * them (PostgreSQL does so for each index a partition lacks, the primary key included, under the same names). A load
 * into the bare partition maintains no index row by row. Only the tables' owner may do either.
 */
final class BarePartitions {
    private BarePartitions() {
    }

    /**
     * Detaches each kind's partition (or finds it detached by a load that stopped), drops its indexes and empties it,
     * in one transaction; answers each kind's partition.
     */
    static Map<String, String> detach(JdbcTemplate owner, String schema, List<String> kinds) {
        return owner.execute((ConnectionCallback<Map<String, String>>) connection -> {
            Map<String, String> bare = new LinkedHashMap<>();
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                for (String kind : kinds) {
                    String partition = detach(connection, statement, schema, kind);
                    for (String drop : strip(connection, partition)) {
                        statement.execute(drop);
                    }
                    statement.execute("TRUNCATE " + partition);
                    bare.put(kind, partition);
                }
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
            return bare;
        });
    }

    /** Attaches each kind's partition to the schema's table again, which builds its indexes. */
    static void attach(JdbcTemplate owner, String schema, Map<String, String> partitions) {
        for (Map.Entry<String, String> partition : partitions.entrySet()) {
            owner.execute("ALTER TABLE " + schema + ".bt_unit ATTACH PARTITION " + partition.getValue()
                    + " FOR VALUES IN ('" + partition.getKey().replace("'", "''") + "')");
        }
    }

    /** The kind's partition, detached from the schema's table if it was attached. */
    private static String detach(Connection connection, Statement statement, String schema, String kind)
            throws SQLException {
        String parent = schema + ".bt_unit";
        try (PreparedStatement attached = connection.prepareStatement("SELECT c.oid::regclass::text FROM pg_class c "
                + "JOIN pg_inherits i ON i.inhrelid = c.oid WHERE i.inhparent = CAST(? AS regclass) "
                + "AND c.relname IN (?, ?)")) {
            attached.setString(1, parent);
            attached.setString(2, "bt_unit_" + kind + "_a");
            attached.setString(3, "bt_unit_" + kind + "_b");
            try (ResultSet found = attached.executeQuery()) {
                if (found.next()) {
                    String partition = found.getString(1);
                    statement.execute("ALTER TABLE " + parent + " DETACH PARTITION " + partition);
                    return partition;
                }
            }
        }
        try (PreparedStatement loose = connection.prepareStatement("SELECT c.oid::regclass::text FROM pg_class c "
                + "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'svc_parts' "
                + "AND c.relname IN (?, ?) AND NOT c.relispartition")) {
            loose.setString(1, "bt_unit_" + kind + "_a");
            loose.setString(2, "bt_unit_" + kind + "_b");
            try (ResultSet found = loose.executeQuery()) {
                if (found.next()) {
                    return found.getString(1);
                }
            }
        }
        throw new IllegalStateException(parent + " has no partition for unit kind " + kind
                + ", attached or detached");
    }

    /** The statements that drop the partition's primary key and every other index of it. */
    private static List<String> strip(Connection connection, String partition) throws SQLException {
        List<String> drops = new ArrayList<>();
        try (PreparedStatement keys = connection.prepareStatement("SELECT conname FROM pg_constraint "
                + "WHERE conrelid = CAST(? AS regclass) AND contype = 'p'")) {
            keys.setString(1, partition);
            try (ResultSet found = keys.executeQuery()) {
                while (found.next()) {
                    drops.add("ALTER TABLE " + partition + " DROP CONSTRAINT \"" + found.getString(1) + "\"");
                }
            }
        }
        try (PreparedStatement indexes = connection.prepareStatement("SELECT x.indexrelid::regclass::text "
                + "FROM pg_index x WHERE x.indrelid = CAST(? AS regclass) AND NOT x.indisprimary")) {
            indexes.setString(1, partition);
            try (ResultSet found = indexes.executeQuery()) {
                while (found.next()) {
                    drops.add("DROP INDEX " + found.getString(1));
                }
            }
        }
        return drops;
    }
}
