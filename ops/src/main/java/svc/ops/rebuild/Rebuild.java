package svc.ops.rebuild;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventhandling.tokenstore.jdbc.JdbcTokenStore;
import org.axonframework.eventhandling.tokenstore.jdbc.TokenSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.store.AxonSettings;
import svc.command.store.AxonStorageConfig;
import svc.ops.Progress;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangeRowsOut;
import svc.projections.bitemporal.RecordedFold;

/**
 * A rebuild of projections from the log into the fresh tables while the service answers from the live ones:
 * <ol>
 * <li>each projection's job starts over (fresh rows of it cleared) or resumes where an earlier run stopped;</li>
 * <li>the log is read in large batches from the lowest job position, each batch handled by every projection that
 * has not handled it yet, in one transaction with the jobs' new positions; the bitemporal projections' changes are
 * only recorded ({@code bt_change}), not applied, and where their points are copied on a thread of their own
 * ({@link svc.projections.bitemporal.PointsCopy}) those projections' positions are stored a batch behind, once the
 * points they stand for are in;</li>
 * <li>every unit of the projections' kinds is folded from its recorded changes at once
 * ({@link svc.projections.bitemporal.RecordedFold}): each of its rows written once, instead of written, closed and
 * rewritten as each change came;</li>
 * <li>once caught up, the live processors' claims are taken (every node's), the last events read and applied one
 * batch at a time as the live processors apply them, and, asked to
 * verify, the live tables brought to the same position and compared with the fresh ones;</li>
 * <li>the fresh rows are swapped in with the processors' tokens at the rebuild's position, and the claims released.
 * </li>
 * </ol>
 * Only the projections' handlers run: no processor, interceptor or side effect.
 */
public final class Rebuild {
    private static final Logger LOG = LoggerFactory.getLogger(Rebuild.class);

    private final Map<String, RebuildTarget> all;
    private final JdbcTemplate jdbc;
    private final FreshTables tables;
    private final BitemporalStore store;
    private final JdbcEventStorageEngine log;
    private final TokenStore tokens;
    private final RebuildJobs jobs;
    /**
     * The heartbeat updates every job row of this rebuild in one statement, in whatever order the database finds
     * them; a batch's transaction (and the swap's) writes them one by one in its own order, so the two could each
     * hold a row the other waits for: PostgreSQL found such a deadlock in the swap of a bench run. They take turns.
     */
    private final Object jobRows = new Object();
    private final Clock clock;
    private final String owner;
    private final int batchSize;
    private final int segments;

    private Rebuild(Map<String, RebuildTarget> all, JdbcTemplate jdbc, FreshTables tables, BitemporalStore store,
            JdbcEventStorageEngine log, TokenStore tokens, RebuildJobs jobs, Clock clock, String owner, int batchSize,
            int segments) {
        this.all = all;
        this.jdbc = jdbc;
        this.tables = tables;
        this.store = store;
        this.log = log;
        this.tokens = tokens;
        this.jobs = jobs;
        this.clock = clock;
        this.owner = owner;
        this.batchSize = batchSize;
        this.segments = segments;
    }

    /** A rebuild over the record of this (command-line) process's context, reading {@code batchSize} events a batch. */
    public static Rebuild in(ApplicationContext context, int batchSize) {
        AxonSettings settings = context.getBean(AxonSettings.class);
        Serializer serializer = context.getBean("serializer", Serializer.class);
        ConnectionProvider connections = context.getBean(ConnectionProvider.class);
        JdbcEventStorageEngine log = AxonStorageConfig.jdbcEngine(serializer,
                context.getBean("eventSerializer", Serializer.class),
                context.getBean(PersistenceExceptionResolver.class), connections,
                context.getBean(TransactionManager.class),
                context.getBean(org.axonframework.config.Configuration.class), batchSize,
                settings.gapTimeoutMs());
        String owner = "rebuild:" + ManagementFactory.getRuntimeMXBean().getName();
        TokenStore tokens = JdbcTokenStore.builder()
                .connectionProvider(connections)
                .serializer(serializer)
                .schema(new TokenSchema())
                .claimTimeout(Duration.ofSeconds(10))
                .nodeId(owner)
                .build();
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        Clock clock = context.getBean(Clock.class);
        return new Rebuild(RebuildTargets.all(context), jdbc,
                FreshTables.of(context),
                context.getBean(BitemporalStore.class), log, tokens, new RebuildJobs(jdbc, clock, owner), clock, owner,
                batchSize, settings.segments());
    }

    /** The names of the projections that may be rebuilt. */
    public Set<String> rebuildable() {
        return all.keySet();
    }

    /**
     * Rebuilds the named projections (or every one): resumes an unfinished rebuild of each unless told to start
     * over, and swaps the fresh tables in unless verifying found differences.
     */
    public Outcome run(List<String> names, boolean every, boolean verify, boolean fromStart, PrintStream out) {
        List<RebuildTarget> targets = RebuildTargets.chosen(all, names, every);
        long started = System.nanoTime();
        Map<String, RebuildJobs.Position> positions = start(targets, fromStart, out);
        ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "rebuild-heartbeat");
            thread.setDaemon(true);
            return thread;
        });
        heartbeat.scheduleWithFixedDelay(this::beat, 2, 2, TimeUnit.SECONDS);
        try {
            return finish(targets, positions, verify, started);
        } finally {
            heartbeat.shutdownNow();
        }
    }

    private void beat() {
        try {
            synchronized (jobRows) {
                jobs.beat();
            }
        } catch (RuntimeException e) {
            LOG.warn("could not refresh the rebuild's heartbeat; another rebuild may take its jobs after 10 s", e);
        }
    }

    private Outcome finish(List<RebuildTarget> targets, Map<String, RebuildJobs.Position> positions, boolean verify,
            long started) {
        Phases phases = new Phases();
        ChangeRowsOut recorded = recording(targets, positions);
        long handled = pass(targets, positions, recorded);
        recorded.finish();
        phases.done("read the log");
        fold(targets);
        phases.done("fold");
        List<RowDifference> differences = new ArrayList<>();
        try (ClaimHold hold = ClaimHold.take(jdbc, clock, owner, targets.stream().map(RebuildTarget::name)
                .toList())) {
            handled += pass(targets, positions, null);
            phases.done("last events, under the claims");
            if (verify) {
                for (RebuildTarget target : targets) {
                    LiveCatchUp.to(positions.get(target.name()).token(), target, tokens, log, tables, store,
                            batchSize);
                    differences.addAll(tables.live(() -> Verification.compare(jdbc, target)));
                }
                phases.done("verify");
            }
            if (differences.isEmpty()) {
                synchronized (jobRows) {
                    tables.live(() -> {
                        Swap.rows(jdbc, targets, tables.partitioned());
                        hold.holdInThisTransaction();
                        targets.forEach(target -> Swap.tokens(tokens, jobs, target,
                                positions.get(target.name()).token(), segments));
                        return null;
                    });
                }
                phases.done("swap");
                tables.analyze(FreshTables.LIVE, targets);
                phases.done("analyze");
            }
        }
        return new Outcome(targets.stream().map(RebuildTarget::name).toList(), handled,
                Duration.ofNanos(System.nanoTime() - started), differences, differences.isEmpty(), phases.took);
    }

    /** How long each step of the rebuild took, in order. */
    private static final class Phases {
        private final Map<String, Duration> took = new LinkedHashMap<>();
        private long since = System.nanoTime();

        void done(String phase) {
            long now = System.nanoTime();
            took.put(phase, Duration.ofNanos(now - since));
            since = now;
        }
    }

    private Map<String, RebuildJobs.Position> start(List<RebuildTarget> targets, boolean fromStart, PrintStream out) {
        return tables.fresh(() -> {
            Map<String, RebuildJobs.Position> positions = new LinkedHashMap<>();
            for (RebuildTarget target : targets) {
                Optional<RebuildJobs.Position> unfinished = jobs.unfinished(target.name());
                if (unfinished.isPresent() && !fromStart) {
                    jobs.own(target.name());
                    positions.put(target.name(), unfinished.get());
                    out.printf("%s: resuming after %d events%n", target.name(), unfinished.get().events());
                } else {
                    target.rows().forEach(owned -> owned.delete(jdbc));
                    jobs.begin(target.name());
                    positions.put(target.name(), new RebuildJobs.Position(null, 0));
                }
            }
            return positions;
        });
    }

    /**
     * Where the first pass records the targets' change points: the kinds of a target that starts from the log's
     * beginning from nothing, those of one that goes on from a position an earlier run reached from what it recorded.
     */
    private ChangeRowsOut recording(List<RebuildTarget> targets, Map<String, RebuildJobs.Position> positions) {
        List<String> started = new ArrayList<>();
        List<String> resumed = new ArrayList<>();
        for (RebuildTarget target : targets) {
            List<String> kinds = target.rows().stream().flatMap(owned -> owned.unitKinds().stream()).toList();
            (positions.get(target.name()).token() == null ? started : resumed).addAll(kinds);
        }
        return tables.beginRecording(started, resumed);
    }

    /**
     * Reads the log from the lowest position until caught up; returns how many events it read. The first pass
     * ({@code recorded} given) only records the bitemporal changes (folded after it) and shows its progress; the
     * last, under the claims, applies them as they come.
     */
    private long pass(List<RebuildTarget> targets, Map<String, RebuildJobs.Position> positions,
            ChangeRowsOut recorded) {
        boolean first = recorded != null;
        TrackingToken from = lowest(positions);
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        long start = from == null ? 0 : from.position().orElse(0);
        Progress progress = first ? new Progress("rebuild", head == null ? 0 : Math.max(0, head - start))
                : null;
        long read = 0;
        long analyzeAfter = batchSize;
        boolean behind = first && recorded.behindTheCaller();
        try (LogBatches batches = new LogBatches(log, from, batchSize)) {
            for (List<TrackedEventMessage<?>> batch = batches.next(); !batch.isEmpty(); batch = batches.next()) {
                List<TrackedEventMessage<?>> events = batch;
                synchronized (jobRows) {
                    tables.fresh(() -> {
                        Runnable work = () -> handle(events, targets, positions);
                        if (!first) {
                            store.inBatch(work);
                            jobs.advance(positions);
                            return null;
                        }
                        Map<String, RebuildJobs.Position> before = new LinkedHashMap<>(positions);
                        long written = recorded.written();
                        store.recording(work, recorded);
                        if (behind) {
                            // The points of the batches before this one are in; this one's go on being copied.
                            recorded.awaitThrough(written);
                            jobs.advance(stored(targets, before, positions));
                        } else {
                            jobs.advance(positions);
                        }
                        return null;
                    });
                }
                read += batch.size();
                if (read >= analyzeAfter) {
                    tables.analyze(FreshTables.SCHEMA, targets);
                    analyzeAfter = 2 * read;
                }
                if (progress != null) {
                    progress.advance(batch.size());
                }
            }
        } catch (RuntimeException e) {
            if (progress != null) {
                progress.abandon();
            }
            throw e;
        }
        if (behind) {
            recorded.awaitThrough(recorded.written());
            synchronized (jobRows) {
                tables.fresh(() -> {
                    jobs.advance(positions);
                    return null;
                });
            }
        }
        if (progress != null) {
            progress.finish();
        }
        return read;
    }

    /**
     * The positions to store while the points of the last batch handled may still be on their way in: a target
     * whose rows are only the bitemporal tables' (its handlers only record changes) stays where it was before that
     * batch, the others (whose rows the batch's transaction wrote) go on to where they are now.
     */
    static Map<String, RebuildJobs.Position> stored(List<RebuildTarget> targets,
            Map<String, RebuildJobs.Position> before, Map<String, RebuildJobs.Position> now) {
        Map<String, RebuildJobs.Position> stored = new LinkedHashMap<>(now);
        for (RebuildTarget target : targets) {
            if (target.rows().stream().allMatch(owned -> !owned.kinds().isEmpty())) {
                stored.put(target.name(), before.get(target.name()));
            }
        }
        return stored;
    }

    /**
     * Every unit of the targets' kinds folded from the changes recorded so far, over whatever rows an earlier,
     * stopped run left: a page of units a transaction, so that a stopped fold costs only a fold again.
     */
    private void fold(List<RebuildTarget> targets) {
        List<String> kinds = targets.stream().flatMap(target -> target.rows().stream())
                .flatMap(owned -> owned.unitKinds().stream()).toList();
        if (kinds.isEmpty()) {
            return;
        }
        RecordedFold fold = store.recordedFold(kinds, tables.foldedRows());
        fold.begin();
        Progress progress;
        try {
            long points = tables.fresh(() -> {
                fold.clear();
                return fold.points();
            });
            progress = new Progress("fold", points);
            for (int read = tables.fresh(fold::next); read > 0; read = tables.fresh(fold::next)) {
                progress.advance(read);
            }
        } finally {
            fold.finish();
        }
        progress.finish();
        tables.analyze(FreshTables.SCHEMA, targets);
    }

    /**
     * Hands each event of the batch, in log order, to every target that has not handled it, and moves each target's
     * position once, to the last event it handled: the stream's tokens only grow, so the last one covers the rest.
     * (Moving it at every event built a token, its gaps copied, for each event and target: a tenth of the pass.)
     */
    private static void handle(List<TrackedEventMessage<?>> batch, List<RebuildTarget> targets,
            Map<String, RebuildJobs.Position> positions) {
        int size = targets.size();
        GapAwareTrackingToken[] from = new GapAwareTrackingToken[size];
        TrackingToken[] last = new TrackingToken[size];
        long[] handled = new long[size];
        for (int i = 0; i < size; i++) {
            from[i] = positions.get(targets.get(i).name()).token();
        }
        for (TrackedEventMessage<?> event : batch) {
            for (int i = 0; i < size; i++) {
                if (from[i] == null || !from[i].covers(event.trackingToken())) {
                    targets.get(i).handle(event, Segment.ROOT_SEGMENT);
                    last[i] = event.trackingToken();
                    handled[i]++;
                }
            }
        }
        for (int i = 0; i < size; i++) {
            if (last[i] != null) {
                RebuildJobs.Position position = positions.get(targets.get(i).name());
                positions.put(targets.get(i).name(), new RebuildJobs.Position(advanced(position.token(), last[i]),
                        position.events() + handled[i]));
            }
        }
    }

    private static GapAwareTrackingToken advanced(GapAwareTrackingToken before, TrackingToken event) {
        GapAwareTrackingToken reached = (GapAwareTrackingToken) event;
        return before == null ? reached : (GapAwareTrackingToken) before.upperBound(reached);
    }

    private static TrackingToken lowest(Map<String, RebuildJobs.Position> positions) {
        TrackingToken lowest = null;
        boolean first = true;
        for (RebuildJobs.Position position : positions.values()) {
            if (position.token() == null) {
                return null;
            }
            lowest = first ? position.token() : lowest.lowerBound(position.token());
            first = false;
        }
        return lowest;
    }

    /**
     * What a rebuild did: the projections, the events it read, how long it took (and each of its steps), and what
     * verifying found.
     */
    public record Outcome(List<String> projections, long events, Duration took,
            List<RowDifference> differences, boolean swapped, Map<String, Duration> phases) {

        /** The steps as one line: "read the log 9.2 s, fold 4.9 s, ...". */
        public String phasesLine() {
            return String.join(", ", phases.entrySet().stream().map(phase -> String.format("%s %.1f s",
                    phase.getKey(), phase.getValue().toMillis() / 1000.0)).toList());
        }
    }
}
