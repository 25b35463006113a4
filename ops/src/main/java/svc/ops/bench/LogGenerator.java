package svc.ops.bench;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.LongConsumer;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.store.AxonStorageConfig;

/**
 * Fills the log fast: hypotheses as their aggregate emits them (one {@code HypothesisRecorded}, then settlings),
 * appended in large batches straight through the event storage engine, so they carry the serializer, the call
 * lineage and the recorded-time stamping real commands carry, and each unit's sequence numbers run 0, 1, 2, ... so
 * its aggregate loads. Every unit has {@link #PER_UNIT} events; two of them are corrections (a settling whose valid
 * time lies before the one recorded just before it), so one event in five is a correction. Events go out in rounds
 * (the first event of every unit, then the second of every unit, ...), so each unit's events are recorded at ten
 * different times and an as-of read in the past sees an older state.
 */
public final class LogGenerator {
    public static final int PER_UNIT = 10;
    public static final String TENANT = "bench";
    public static final String PLACE = "tenant/bench/brand/b/strategy/s";
    /** Every generated unit is true from here on; settlings follow every {@link #STEP}. */
    public static final Instant TRUE_FROM = Instant.parse("2020-01-01T00:00:00Z");
    public static final Duration STEP = Duration.ofDays(30);
    /** A correction lies this far before the settling recorded just before it. */
    private static final Duration BACK = Duration.ofDays(45);
    private static final String AGGREGATE_TYPE = "Hypothesis";
    private static final Standing[] STANDINGS = {Standing.SUPPORTED, Standing.REFUTED, Standing.CANNOT_TELL};

    private final EventStorageEngine storage;
    private final int batch;

    public LogGenerator(EventStorageEngine storage, int batch) {
        this.storage = storage;
        this.batch = batch;
    }

    /** The unit id (as read/unit takes it) of generated unit {@code n}. */
    public static String unitId(long n) {
        return "g" + n;
    }

    /**
     * Appends {@code units * PER_UNIT} events, telling {@code progress} the count appended after each batch; answers
     * what was written and when it became known.
     */
    public Generated generate(long units, LongConsumer progress) {
        return generate(0, units, progress);
    }

    /** As {@link #generate(long, LongConsumer)}, for the units numbered from {@code first} on. */
    public Generated generate(long first, long units, LongConsumer progress) {
        String run = "run_bench_" + Long.toHexString(System.nanoTime());
        List<DomainEventMessage<?>> pending = new ArrayList<>(batch);
        long appended = 0;
        Instant firstRoundKnown = null;
        for (int seq = 0; seq < PER_UNIT; seq++) {
            for (long n = first; n < first + units; n++) {
                pending.add(event(n, seq, run));
                if (pending.size() == batch) {
                    storage.appendEvents(pending);
                    appended += pending.size();
                    pending.clear();
                    progress.accept(appended);
                }
            }
            if (!pending.isEmpty()) {
                storage.appendEvents(pending);
                appended += pending.size();
                pending.clear();
                progress.accept(appended);
            }
            if (seq == 0) {
                firstRoundKnown = Instant.now();
            }
        }
        return new Generated(units, appended, appended / 5, firstRoundKnown, Instant.now());
    }

    /** The valid time of a unit's event {@code seq}: forward by a step, or back before the last one (a correction). */
    static Instant validTime(int seq) {
        if (correction(seq)) {
            return TRUE_FROM.plus(STEP.multipliedBy(seq - 1)).minus(BACK);
        }
        return TRUE_FROM.plus(STEP.multipliedBy(seq));
    }

    static boolean correction(int seq) {
        return seq == 4 || seq == 9;
    }

    private static DomainEventMessage<?> event(long n, int seq, String run) {
        String id = unitId(n);
        String unitId = UnitIds.of(TENANT, UnitKind.HYPOTHESIS, id);
        Object payload;
        String route;
        String because;
        if (seq == 0) {
            payload = new HypothesisRecorded(unitId, TENANT, id, PLACE, "Generated claim " + n, TRUE_FROM, null);
            route = "act/record";
            because = "fact recorded through act/record";
        } else {
            Standing standing = STANDINGS[(int) ((n + seq) % STANDINGS.length)];
            String on = (correction(seq) ? "correction " : "cohort ") + seq;
            payload = new HypothesisSettled(unitId, standing, on, "bench", validTime(seq));
            route = "act/settle";
            because = "settled " + standing.wire() + " on: " + on;
        }
        // The lineage a call gives (Commands.send) and the origin Axon's MessageOriginProvider adds.
        String command = UUID.randomUUID().toString();
        Map<String, String> lineage = Map.of(AxonStorageConfig.BY, "bench", AxonStorageConfig.RUN, run,
                AxonStorageConfig.ROUTE, route, AxonStorageConfig.BECAUSE, because,
                "correlationId", command, "traceId", command);
        return new GenericDomainEventMessage<>(AGGREGATE_TYPE, unitId, seq, payload, lineage);
    }

    /**
     * What {@link #generate} wrote: its units and events (of which {@code corrections} back-dated), and the times by
     * which the first event of every unit, and every event, were known.
     */
    public record Generated(long units, long events, long corrections, Instant firstRoundKnown, Instant allKnown) {
    }
}
