package svc.ops.rebuild;

import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.projections.rebuild.OwnedRows;

/**
 * The fresh rows in place of the live ones and the processor's token at the rebuild's position, in one transaction:
 * a reader sees the old rows or the new, never a mix, and the live processor goes on from exactly where the fresh
 * rows end. The rows go first (a kind's partitions exchanged where the table is kept by kind on PostgreSQL, copied
 * otherwise) and the tokens last: a row of {@code tokenentry} locked by this transaction stops every
 * live processor that touches it, holding a pooled connection, until the transaction ends, and a copy of millions of
 * rows under those locks left a serving node with none for its reads (a million-event bench: the pool of 16 waited
 * on by 84 threads).
 */
final class Swap {
    private Swap() {
    }

    /**
     * {@code partitions}: the tables kept by kind are partitioned (PostgreSQL, V93), and the targets' kinds' fresh
     * partitions take the live ones' places, all kinds of a table in one call (each checked first, in the database,
     * before any live partition is detached and the live table held); elsewhere (H2) the rows are copied.
     */
    static void rows(JdbcTemplate jdbc, List<RebuildTarget> targets, boolean partitions) {
        Map<String, List<String>> kindsByTable = new LinkedHashMap<>();
        for (RebuildTarget target : targets) {
            for (OwnedRows owned : target.rows()) {
                if (partitions && !owned.kinds().isEmpty()) {
                    kindsByTable.computeIfAbsent(owned.table(), table -> new ArrayList<>()).addAll(owned.kinds());
                } else {
                    copy(jdbc, owned);
                }
            }
        }
        kindsByTable.forEach((table, kinds) -> jdbc.execute((ConnectionCallback<Void>) connection -> {
            try (PreparedStatement swap = connection.prepareStatement("SELECT svc_swap_partitions(?, ?)")) {
                swap.setString(1, table);
                swap.setArray(2, connection.createArrayOf("text", kinds.toArray()));
                swap.execute();
            }
            return null;
        }));
    }

    private static void copy(JdbcTemplate jdbc, OwnedRows owned) {
        Object[] arguments = owned.arguments().toArray();
        jdbc.update("DELETE FROM " + FreshTables.LIVE + "." + owned.table() + " WHERE " + owned.where(), arguments);
        jdbc.update("INSERT INTO " + FreshTables.LIVE + "." + owned.table() + " SELECT * FROM "
                + FreshTables.SCHEMA + "." + owned.table() + " WHERE " + owned.where(), arguments);
        jdbc.update("DELETE FROM " + FreshTables.SCHEMA + "." + owned.table() + " WHERE " + owned.where(),
                arguments);
    }

    static void tokens(TokenStore tokens, RebuildJobs jobs, RebuildTarget target, TrackingToken at, int segments) {
        int[] ids = tokens.fetchSegments(target.name());
        if (ids.length == 0) {
            tokens.initializeTokenSegments(target.name(), segments, at);
        }
        for (int id : ids) {
            tokens.storeToken(at, target.name(), id);
            tokens.releaseClaim(target.name(), id);
        }
        jobs.finish(target.name());
    }
}
