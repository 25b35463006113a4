package svc.projections.bitemporal;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Writes the bitemporal rows of units ({@code bt_unit}) from their change points ({@code bt_change}) by the
 * {@link Correction} algorithm. Changes must arrive in log order per unit; a change already applied is skipped, so
 * replays and stolen segments do no harm. A change is applied at once, unless the thread is inside
 * {@link #inBatch}: then the batch's changes are applied together when it ends (rebuilds read the log in large
 * batches and would otherwise pay several round trips per event), or an event processor's batch is open.
 */
public final class BitemporalStore {
    private final JdbcTemplate jdbc;
    private final UnitStates states;
    private final ThreadLocal<ChangeBatch> open = new ThreadLocal<>();

    public BitemporalStore(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    public void apply(UnitChange raw) {
        if (!states.keeps(raw.kind())) {
            throw new IllegalArgumentException("no fold for unit kind " + raw.kind());
        }
        // The columns keep microseconds (and round finer instants); compare and store the same values in Java.
        UnitChange change = new UnitChange(raw.unitId(), raw.kind(), raw.tenant(), raw.seq(), micros(raw.recorded()),
                raw.points().stream().map(p -> new ChangePoint(micros(p.valid()), p.sub(), p.op())).toList());
        ChangeBatch batch = open.get();
        if (batch != null) {
            batch.add(change);
            return;
        }
        ChangeBatch one = new ChangeBatch();
        one.add(change);
        one.apply(jdbc, states);
    }

    /** Runs the work with every change it applies held back and applied together at its end (in its transaction). */
    public void inBatch(Runnable work) {
        if (open.get() != null) {
            work.run();
            return;
        }
        held(work, begin());
    }

    /**
     * Runs the work with the change points it applies written to {@code bt_change} at its end and no row of
     * {@code bt_unit} written: a rebuild records the whole log so, then folds every unit at once
     * ({@link #recordedFold}).
     */
    public void recording(Runnable work, ChangeRowsOut out) {
        held(work, open(out));
    }

    /** Folds the recorded changes of these kinds into fresh rows of {@code bt_unit}, some units at a time. */
    public RecordedFold recordedFold(List<String> kinds, UnitRowsOut out) {
        return recordedFold(kinds, RecordedFold.PAGE_POINTS, out);
    }

    RecordedFold recordedFold(List<String> kinds, int pagePoints, UnitRowsOut out) {
        return new RecordedFold(jdbc, states, kinds, pagePoints, out);
    }

    private static void held(Runnable work, Batch batch) {
        try {
            work.run();
        } catch (RuntimeException | Error e) {
            batch.discard();
            throw e;
        }
        batch.apply();
    }

    /**
     * Holds back the changes this thread applies from now on, until the batch is applied or discarded. An event
     * processor's batch uses it from its unit of work ({@link BatchedChanges}).
     */
    public Batch begin() {
        return open(null);
    }

    /** A batch that only records its changes' points through {@code recorded}, or applies them (null). */
    private Batch open(ChangeRowsOut recorded) {
        if (open.get() != null) {
            throw new IllegalStateException("a batch of changes is already open on this thread");
        }
        ChangeBatch changes = new ChangeBatch();
        open.set(changes);
        return new Batch(changes, recorded);
    }

    /** Changes held back on one thread. */
    public final class Batch {
        private final ChangeBatch changes;
        private final ChangeRowsOut recorded;

        private Batch(ChangeBatch changes, ChangeRowsOut recorded) {
            this.changes = changes;
            this.recorded = recorded;
        }

        public void apply() {
            discard();
            if (recorded != null) {
                changes.record(jdbc, states, recorded);
            } else {
                changes.apply(jdbc, states);
            }
        }

        public void discard() {
            if (open.get() == changes) {
                open.remove();
            }
        }
    }

    private static Instant micros(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }
}
