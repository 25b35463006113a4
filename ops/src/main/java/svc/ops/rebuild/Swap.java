package svc.ops.rebuild;

import java.sql.PreparedStatement;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.projections.rebuild.OwnedRows;

/**
 * The fresh rows in place of the live ones and the processor's token at the rebuild's position, in one transaction:
 * a reader sees the old rows or the new, never a mix, and the live processor goes on from exactly where the fresh
 * rows end. The rows go first and the tokens last: a row of {@code tokenentry} locked by this transaction stops every
 * live processor that touches it, holding a pooled connection, until the transaction ends, and a copy of millions of
 * rows under those locks left a serving node with none for its reads (a million-event bench: the pool of 16 waited
 * on by 84 threads).
 */
final class Swap {
    private Swap() {
    }

    /**
     * {@code partitions}: the tables kept by kind are partitioned (PostgreSQL, V93), and a kind's fresh partition
     * takes the live one's place (checked first, in the database); elsewhere (H2) the rows are copied.
     */
    static void rows(JdbcTemplate jdbc, RebuildTarget target, boolean partitions) {
        for (OwnedRows owned : target.rows()) {
            if (partitions && !owned.kinds().isEmpty()) {
                jdbc.execute((ConnectionCallback<Void>) connection -> {
                    try (PreparedStatement swap = connection.prepareStatement("SELECT svc_swap_partitions(?, ?)")) {
                        swap.setString(1, owned.table());
                        swap.setArray(2, connection.createArrayOf("text", owned.kinds().toArray()));
                        swap.execute();
                    }
                    return null;
                });
                continue;
            }
            Object[] arguments = owned.arguments().toArray();
            jdbc.update("DELETE FROM " + FreshTables.LIVE + "." + owned.table() + " WHERE " + owned.where(),
                    arguments);
            jdbc.update("INSERT INTO " + FreshTables.LIVE + "." + owned.table() + " SELECT * FROM "
                    + FreshTables.SCHEMA + "." + owned.table() + " WHERE " + owned.where(), arguments);
            jdbc.update("DELETE FROM " + FreshTables.SCHEMA + "." + owned.table() + " WHERE " + owned.where(),
                    arguments);
        }
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
