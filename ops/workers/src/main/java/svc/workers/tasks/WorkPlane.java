package svc.workers.tasks;

import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.axonframework.queryhandling.QueryGateway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import svc.gateway.work.TaskPlane;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.api.FindUnfinishedTasks;
import svc.query.api.UnfinishedTasks;

/**
 * The work plane of a serving process: a pool of workers that run queued tasks. A task is handed over once the call
 * that queued it commits; the sweep (and the start) takes up the tasks nobody works: queued ones whose hand-over was
 * lost to a crash, and running ones whose node stopped or is gone, which are run again or, when their work must not
 * run twice, failed. One node works a task at a time ({@link TaskHolds}). Workers
 * are never interrupted: a cancelled or stopping task is told through its stop signal and stops at its next report.
 */
@Component
@EnableScheduling
@ConditionalOnProperty(name = "svc.work.enabled", havingValue = "true", matchIfMissing = true)
class WorkPlane implements TaskPlane, SchedulingConfigurer {
    private static final Logger LOG = LoggerFactory.getLogger(WorkPlane.class);

    private final TaskWork work;
    private final TaskHolds holds;
    private final QueryGateway queries;
    private final Clock clock;
    private final ExecutorService workers;
    private final Duration sweepInterval;
    private final Map<String, CompletableFuture<Stop>> held = new ConcurrentHashMap<>();
    private volatile boolean stopping;

    WorkPlane(TaskWork work, TaskHolds holds, QueryGateway queries, Clock clock,
            WorkSettings settings) {
        this.work = work;
        this.holds = holds;
        this.queries = queries;
        this.clock = clock;
        this.sweepInterval = settings.sweep();
        AtomicInteger count = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(runnable, "work-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public void queued(String unitId) {
        submit(unitId, false);
    }

    /** Runs the task on a worker unless this process already holds it. */
    private void submit(String unitId, boolean resumed) {
        onWorker(unitId, stop -> work.run(unitId, resumed, stop));
    }

    /**
     * Works the task on a worker once this node holds it ({@link TaskHolds}): a task is worked by one node at a
     * time, and one whose node is gone is taken up here.
     */
    private void onWorker(String unitId, Consumer<CompletableFuture<Stop>> task) {
        if (stopping) {
            return;
        }
        held.computeIfAbsent(unitId, id -> {
            CompletableFuture<Stop> stop = new CompletableFuture<>();
            workers.execute(() -> {
                try {
                    if (holds.take(id)) {
                        try {
                            task.accept(stop);
                        } finally {
                            holds.release(id);
                        }
                    }
                } catch (RuntimeException e) {
                    LOG.error("the work plane could not work task {}; the sweep tries again", id, e);
                } finally {
                    held.remove(id);
                }
            });
            return stop;
        });
    }

    /** Tells the task's work, if it runs here, to stop at once. */
    @Override
    public void cancelled(String unitId) {
        CompletableFuture<Stop> stop = held.get(unitId);
        if (stop != null) {
            stop.complete(Stop.CANCELLED);
        }
    }

    @EventListener(ApplicationReadyEvent.class)
    void takeUpAfterStart() {
        workers.execute(() -> {
            try {
                takeUp();
            } catch (RuntimeException e) {
                LOG.error("the work plane could not take up the tasks left by the last run; the sweep takes them "
                        + "up", e);
            }
        });
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::sweep, sweepInterval, sweepInterval));
    }

    void sweep() {
        takeUp();
    }

    /**
     * Takes up the queued tasks nobody works (a hand-over lost to a crash) and the running ones whose node stopped
     * or is gone: such a task runs again when its work is safe to repeat, and is failed when it is not.
     */
    private void takeUp() {
        for (UnfinishedTasks.Unfinished task : unfinished()) {
            if (held.containsKey(task.unitId())) {
                continue;
            }
            if (!"running".equals(task.state())) {
                submit(task.unitId(), false);
            } else {
                onWorker(task.unitId(), stop -> {
                    if (work.resumable(task.unitId())) {
                        LOG.info("task {} was running when its node stopped; it runs again", task.unitId());
                        work.run(task.unitId(), true, stop);
                    } else {
                        LOG.info("task {} was running when its node stopped; it is failed", task.unitId());
                        work.abandon(task.unitId());
                    }
                });
            }
        }
    }

    @PreDestroy
    void stop() throws InterruptedException {
        stopping = true;
        held.values().forEach(stop -> stop.complete(Stop.PROCESS_STOPPING));
        workers.shutdown();
        if (!workers.awaitTermination(10, TimeUnit.SECONDS)) {
            LOG.warn("work still running as the process stops: {}; it resumes at the next start", held.keySet());
        }
    }

    private List<UnfinishedTasks.Unfinished> unfinished() {
        return RowScopes.within(RowScope.worker(), () -> queries.query(new FindUnfinishedTasks(clock.instant()),
                UnfinishedTasks.class).join().tasks());
    }
}
