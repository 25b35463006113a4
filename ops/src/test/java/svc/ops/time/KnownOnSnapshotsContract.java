package svc.ops.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.RecordHypothesis;
import svc.command.api.SettleHypothesis;
import svc.command.api.Standing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.ops.SvcApplication;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.bitemporal.UnitState;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.CatchUp;

/**
 * Past answers never change, with commands appended from several threads at once (group commit, issue 21): while
 * writers re-state and settle a few hypotheses retroactively, a reader takes snapshots of what the record said known
 * on the last committed recorded time; once the writers stop, every snapshot is read again and must be the same.
 * The writers' choices come from a seed that a failure prints ({@code -Dsvc.seed=...} replays the choices; the
 * interleaving is the machine's).
 */
abstract class KnownOnSnapshotsContract {
    private static final String TENANT = "snap";
    private static final String PLACE = "tenant/snap/brand/b/strategy/s";
    private static final Instant FIRST = Instant.parse("2020-01-01T00:00:00Z");
    private static final Instant LAST = Instant.parse("2026-01-01T00:00:00Z");
    private static final int UNITS = 6;
    private static final int WRITERS = 4;
    /** Rounds of snapshots, each taken while the writers write their share of the next. */
    private static final int ROUNDS = 20;
    /**
     * The most commands each writer sends in one round: bounded, so the log never runs away from the projection the
     * reader waits for, however slow the machine.
     */
    private static final int PER_ROUND = 5;
    private static final Standing[] STANDINGS = Standing.values();

    private ConfigurableApplicationContext server;

    /** The settings of a fresh, empty, migrated database. */
    abstract Map<String, Object> freshDatabase();

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private record Asked(String unit, Instant trueOn, Instant knownOn) {
    }

    @Test
    void answersKnownOnAPastMomentStayTheSameAfterConcurrentWrites() throws Exception {
        long seed = Long.getLong("svc.seed", System.nanoTime());
        serve();
        CommandGateway commands = server.getBean(CommandGateway.class);
        List<String> units = new ArrayList<>();
        for (int i = 0; i < UNITS; i++) {
            String id = "h" + i;
            units.add(UnitIds.of(TENANT, UnitKind.HYPOTHESIS, id));
            commands.sendAndWait(new RecordHypothesis(units.get(i), TENANT, id, PLACE, "claim " + i, FIRST, null));
        }
        AtomicInteger written = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        AtomicInteger rounds = new AtomicInteger();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            Random random = new Random(seed + w);
            Thread writer = new Thread(() -> {
                int round = -1;
                int inRound = 0;
                while (rounds.get() < ROUNDS) {
                    if (rounds.get() != round) {
                        round = rounds.get();
                        inRound = 0;
                    }
                    if (inRound == PER_ROUND) {
                        LockSupport.parkNanos(1_000_000);
                        continue;
                    }
                    inRound++;
                    int i = random.nextInt(UNITS);
                    Instant on = FIRST.plusSeconds(1 + (long) (random.nextDouble()
                            * Duration.between(FIRST, LAST).toSeconds()));
                    Object command = random.nextBoolean()
                            ? new RecordHypothesis(units.get(i), TENANT, "h" + i, PLACE, "claim " + i + " as of " + on,
                                    on, null)
                            : new SettleHypothesis(units.get(i), PLACE, STANDINGS[random.nextInt(STANDINGS.length)],
                                    "writer", "writer", on);
                    try {
                        commands.sendAndWait(command);
                        written.incrementAndGet();
                    } catch (RuntimeException lostOrRefused) {
                        // Another writer changed the unit first, or a settling fell before a re-stated start.
                        refused.incrementAndGet();
                    }
                }
            }, "writer-" + w);
            writers.add(writer);
            writer.start();
        }

        Map<Asked, Optional<UnitState>> snapshots = new LinkedHashMap<>();
        Random dates = new Random(seed);
        int sent = 0;
        while (writers.stream().anyMatch(Thread::isAlive)) {
            // Each round's known-on date follows at least one more command, so the rounds are of distinct moments.
            while (written.get() + refused.get() == sent && writers.stream().anyMatch(Thread::isAlive)) {
                LockSupport.parkNanos(1_000_000);
            }
            sent = written.get() + refused.get();
            Instant knownOn = lastCommittedRecordedTime();
            server.getBean(CatchUp.class).await("hypotheses");
            for (String unit : units) {
                Instant trueOn = FIRST.plusSeconds((long) (dates.nextDouble()
                        * Duration.between(FIRST, LAST).toSeconds()));
                Asked asked = new Asked(unit, trueOn, knownOn);
                snapshots.put(asked, read(asked));
            }
            rounds.incrementAndGet();
        }
        for (Thread writer : writers) {
            writer.join();
        }
        server.getBean(CatchUp.class).await("hypotheses");

        assertThat(written.get()).as("commands written, %d refused or lost a race (seed %d)", refused.get(), seed)
                .isGreaterThan(50);
        assertThat(snapshots.keySet().stream().map(Asked::knownOn).distinct().count())
                .as("snapshots taken while writing (seed %d)", seed).isGreaterThan(5);
        for (Map.Entry<Asked, Optional<UnitState>> snapshot : snapshots.entrySet()) {
            assertThat(read(snapshot.getKey())).as("%s, read again after the writers stopped (seed %d)",
                    snapshot.getKey(), seed).isEqualTo(snapshot.getValue());
        }
    }

    private void serve() {
        Map<String, Object> properties = new LinkedHashMap<>(freshDatabase());
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.work.enabled", "false");
        properties.put("svc.limits.enabled", "false");
        server = new SpringApplicationBuilder(SvcApplication.class).web(WebApplicationType.NONE)
                .logStartupInfo(false).run(properties.entrySet().stream()
                        .map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new));
    }

    /**
     * The recorded time of the last commit: every append that commits later takes the clock after it, so nothing
     * known on it can still arrive.
     */
    private Instant lastCommittedRecordedTime() {
        return server.getBean(JdbcTemplate.class).queryForObject("SELECT last_recorded FROM svc_clock WHERE id = 1",
                OffsetDateTime.class).toInstant();
    }

    private Optional<UnitState> read(Asked asked) {
        BitemporalReader reader = server.getBean(BitemporalReader.class);
        return RowScopes.within(RowScope.projector(), () -> server.getBean(TransactionTemplate.class)
                .execute(status -> reader.stateAt(asked.unit(), asked.trueOn(), asked.knownOn())));
    }
}
