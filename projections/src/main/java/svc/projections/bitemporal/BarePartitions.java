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
 * Partitions of a schema's {@code bt_unit} or {@code bt_change} made bare for a bulk load, and put back after it:
 * detached, stripped of their primary key and indexes (and emptied, unless the load goes on from rows kept); then
 * attached again, which builds every index of the parent table on them (PostgreSQL does so for each index a partition
 * lacks, the primary key included, under the same names). A load into the bare partition maintains no index row by
 * row. Only the tables' owner may do either.
 */
final class BarePartitions {
    private BarePartitions() {
    }

    /**
     * Whether {@code owner} may copy into the partitions of {@code schema}'s {@code table} and detach and attach them:
     * as the owner of the table and its partitions. PostgreSQL's alone (H2 has no partitions).
     */
    static boolean possible(JdbcTemplate owner, String schema, String table) {
        String parent = schema + "." + table;
        return Boolean.TRUE.equals(owner.queryForObject("SELECT has_schema_privilege('svc_parts', 'USAGE') "
                + "AND bool_and(pg_has_role(c.relowner, 'USAGE')) FROM pg_class c "
                + "WHERE c.oid = CAST(? AS regclass) OR c.oid IN "
                + "(SELECT i.inhrelid FROM pg_inherits i WHERE i.inhparent = CAST(? AS regclass))", Boolean.class,
                parent, parent));
    }

    /**
     * Detaches each kind's partition of the schema's {@code table} (or finds it detached by a load that stopped),
     * drops its indexes and, if {@code empty}, empties it, in one transaction; answers each kind's partition.
     */
    static Map<String, String> detach(JdbcTemplate owner, String schema, String table, List<String> kinds,
            boolean empty) {
        return owner.execute((ConnectionCallback<Map<String, String>>) connection -> {
            Map<String, String> bare = new LinkedHashMap<>();
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                for (String kind : kinds) {
                    String partition = detach(connection, statement, schema, table, kind);
                    for (String drop : strip(connection, partition)) {
                        statement.execute(drop);
                    }
                    if (empty) {
                        statement.execute("TRUNCATE " + partition);
                    }
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

    /** Attaches each kind's partition to the schema's {@code table} again, which builds its indexes. */
    static void attach(JdbcTemplate owner, String schema, String table, Map<String, String> partitions) {
        for (Map.Entry<String, String> partition : partitions.entrySet()) {
            owner.execute("ALTER TABLE " + schema + "." + table + " ATTACH PARTITION " + partition.getValue()
                    + " FOR VALUES IN ('" + partition.getKey().replace("'", "''") + "')");
        }
    }

    /** The kind's partition, detached from the schema's table if it was attached. */
    private static String detach(Connection connection, Statement statement, String schema, String table,
            String kind) throws SQLException {
        String parent = schema + "." + table;
        try (PreparedStatement attached = connection.prepareStatement("SELECT c.oid::regclass::text FROM pg_class c "
                + "JOIN pg_inherits i ON i.inhrelid = c.oid WHERE i.inhparent = CAST(? AS regclass) "
                + "AND c.relname IN (?, ?)")) {
            attached.setString(1, parent);
            attached.setString(2, table + "_" + kind + "_a");
            attached.setString(3, table + "_" + kind + "_b");
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
            loose.setString(1, table + "_" + kind + "_a");
            loose.setString(2, table + "_" + kind + "_b");
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
