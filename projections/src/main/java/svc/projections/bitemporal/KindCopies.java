package svc.projections.bitemporal;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.UnaryOperator;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Rows copied in COPY's binary format into the partitions of one table, kind by kind, on the tables' owner's
 * connection, each lot in a transaction of its own, on a thread of its own and in the order sent: a rebuild's fold
 * and first pass go on with their next page or batch while PostgreSQL takes the last one in. A lot that failed fails
 * the wait for it.
 */
final class KindCopies {
    private final JdbcTemplate owner;
    private final String columns;
    private final UnaryOperator<String> partition;
    private final ExecutorService copier;
    /** The lots not yet known to be in, oldest first, each with its number among those sent. */
    private final Deque<Lot> lots = new ArrayDeque<>();
    private long sent;

    /** {@code partition}: the partition a kind's rows go to; {@code thread}: the copying thread's name. */
    KindCopies(JdbcTemplate owner, String columns, UnaryOperator<String> partition, String thread) {
        this.owner = owner;
        this.columns = columns;
        this.partition = partition;
        this.copier = Executors.newSingleThreadExecutor(runnable -> {
            Thread copying = new Thread(runnable, thread);
            copying.setDaemon(true);
            return copying;
        });
    }

    /** A row that can be copied: its kind names its partition. */
    interface Row {
        String kind();

        void copyTo(CopyBinary out);
    }

    /** Sends a lot of rows to be copied; returns at once. */
    void send(List<? extends Row> rows) {
        List<Row> lot = List.copyOf(rows);
        lots.add(new Lot(++sent, copier.submit(() -> copy(lot))));
    }

    /** How many lots were sent so far: a mark for {@link #awaitThrough}. */
    long sent() {
        return sent;
    }

    /** Waits until the first {@code mark} lots are in; throws the failure of the first of them that failed. */
    void awaitThrough(long mark) {
        while (!lots.isEmpty() && lots.peek().number() <= mark) {
            Future<?> copy = lots.poll().copy();
            try {
                copy.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while rows were copied", e);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException failure ? failure
                        : new IllegalStateException("rows could not be copied", e.getCause());
            }
        }
    }

    /** Waits for every lot sent, and ends the copying thread whether or not one failed. */
    void finish() {
        try {
            awaitThrough(sent);
        } finally {
            copier.shutdownNow();
        }
    }

    private void copy(List<Row> rows) {
        Map<String, CopyBinary> byKind = new LinkedHashMap<>();
        for (Row row : rows) {
            row.copyTo(byKind.computeIfAbsent(row.kind(), kind -> new CopyBinary()));
        }
        owner.execute((ConnectionCallback<Void>) connection -> {
            for (Map.Entry<String, CopyBinary> kind : byKind.entrySet()) {
                kind.getValue().copy(connection, "COPY " + partition.apply(kind.getKey()) + " (" + columns
                        + ") FROM STDIN (FORMAT binary)");
            }
            return null;
        });
    }

    private record Lot(long number, Future<?> copy) {
    }
}
