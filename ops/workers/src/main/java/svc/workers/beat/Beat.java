package svc.workers.beat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.axonframework.queryhandling.QueryGateway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import svc.command.api.RuleBroken;
import svc.command.api.TakeUpRun;
import svc.gateway.facts.Commands;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.api.FindWaitingRuns;
import svc.query.api.WaitingRuns;

/**
 * The beat: every {@code svc.beat.interval} it takes up the runs waiting now, one command per run, recorded as
 * {@code RunTakenUp} with its reason, on one node of the cluster per turn ({@link OncePerCluster}). It reads waiting
 * runs from the {@code runs} projection, which may be a little behind; the run's aggregate decides, so a run parked
 * meanwhile is refused there and skipped here. It runs only in a serving process ({@code svc.beat.enabled} is false
 * in command-line processes).
 */
@Component
@EnableScheduling
@ConditionalOnProperty(name = "svc.beat.enabled", havingValue = "true", matchIfMissing = true)
class Beat implements SchedulingConfigurer {
    static final String SUBJECT = "beat";
    static final String REASON = "taken up by the beat";
    private static final Logger LOG = LoggerFactory.getLogger(Beat.class);

    /** A beat that takes longer than this is taken as dead: another node may beat. */
    private static final Duration LONGEST = Duration.ofMinutes(5);

    private final QueryGateway queries;
    private final Commands commands;
    private final Clock clock;
    private final OncePerCluster cluster;
    private final Duration interval;

    Beat(QueryGateway queries, Commands commands, Clock clock, OncePerCluster cluster,
            BeatSettings settings) {
        this.queries = queries;
        this.commands = commands;
        this.clock = clock;
        this.cluster = cluster;
        this.interval = settings.interval();
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::turn, interval, interval));
    }

    void turn() {
        cluster.run("beat", interval, LONGEST, this::beat);
    }

    void beat() {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        WaitingRuns waiting = RowScopes.within(RowScope.worker(),
                () -> queries.query(new FindWaitingRuns(now), WaitingRuns.class).join());
        if (waiting.unitIds().isEmpty()) {
            return;
        }
        String run = "run_beat_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        for (String unitId : waiting.unitIds()) {
            try {
                commands.send(new TakeUpRun(unitId, REASON, now), SUBJECT, run, SUBJECT, REASON);
            } catch (RuntimeException e) {
                RuleBroken broken = ruleBroken(e);
                if (broken == null) {
                    LOG.error("the beat could not take up {} (beat {}); it tries again next beat", unitId, run, e);
                } else {
                    LOG.info("the beat skipped {}: {} (rule {})", unitId, broken.getMessage(), broken.rule());
                }
            }
        }
    }

    private static RuleBroken ruleBroken(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RuleBroken broken) {
                return broken;
            }
        }
        return null;
    }
}
