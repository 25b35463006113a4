package svc.workers.tasks;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.RuleBroken;
import svc.command.api.TaskQueued;
import svc.gateway.facts.Commands;
import svc.gateway.register.Register;
import svc.gateway.wire.WireJson;
import svc.gateway.work.TaskRoute;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Works one task: reads what it was queued with from the log, starts it, runs its route's work, and records how it
 * ended. A failure's reason is told to the caller only when the work gave it in plain words; anything else is logged
 * under the starting call's run id, which the task's error names.
 */
@Component
class TaskWork {
    private static final Logger LOG = LoggerFactory.getLogger(TaskWork.class);

    private final Map<String, TaskJob<?>> jobs;
    private final EventStore events;
    private final WireJson wire;
    private final Commands commands;
    private final TransactionTemplate transactions;
    private final Clock clock;

    TaskWork(List<TaskRoute<?>> routes, List<TaskJob<?>> jobs, EventStore events, WireJson wire,
            Commands commands, TransactionTemplate transactions, Clock clock) {
        this.jobs = jobs.stream().collect(Collectors.toMap(job -> job.route().key(), Function.identity()));
        routes.stream().map(route -> route.route().key()).filter(route -> !this.jobs.containsKey(route)).findFirst()
                .ifPresent(route -> {
                    throw new IllegalStateException("task route " + route + " has no job to do its work");
                });
        this.events = events;
        this.wire = wire;
        this.commands = commands;
        this.transactions = transactions;
        this.clock = clock;
    }

    void run(String unitId, boolean resumed, CompletableFuture<Stop> stop) {
        Queued queued = queued(unitId, resumed, stop);
        MDC.put("run", queued.task().run());
        try {
            RowScopes.run(RowScope.tenant(queued.task().tenant()), () -> work(queued));
        } finally {
            MDC.remove("run");
        }
    }

    private void work(Queued queued) {
        try {
            queued.task().start();
        } catch (RuleBroken refused) {
            LOG.info("task {} is not started: {}", queued.task().task(), refused.getMessage());
            return;
        }
        try {
            queued.route().run(queued.input(), queued.task());
            if (!queued.task().finished()) {
                queued.task().fail("the work ended without a result");
            }
        } catch (TaskStopped stopped) {
            LOG.info("task {} stopped: {}", queued.task().task(),
                    queued.task().processStopping() ? "the process is stopping; it resumes at the next start"
                            : "cancelled");
        } catch (Exception e) {
            if (queued.task().processStopping()) {
                LOG.info("task {} left running as the process stops; it resumes at the next start",
                        queued.task().task(), e);
                return;
            }
            queued.task().fail(reason(e, queued));
        }
    }

    /** Whether the route's work may run again from the start after the process running it stopped. */
    boolean resumable(String unitId) {
        return route(queuedEvent(unitId).route()).resumable();
    }

    /** Fails a task whose process stopped mid-work and whose work must not run twice. */
    void abandon(String unitId) {
        queued(unitId, false, new CompletableFuture<>()).task().fail("the process running the task stopped "
                + "before it finished, and its work is not safe to run twice; start it again if it is still wanted");
    }

    /** Lets the route close what it recorded for a task that ended cancelled or failed. */
    void ended(String unitId, String state, String why) {
        Queued queued = queued(unitId, false, CompletableFuture.completedFuture(Stop.CANCELLED));
        RowScopes.run(RowScope.tenant(queued.task().tenant()),
                () -> queued.route().ended(queued.input(), queued.task(), state, why));
    }

    private String reason(Exception e, Queued queued) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TaskFailure || t instanceof RuleBroken) {
                LOG.info("task {} failed: {}", queued.task().task(), t.getMessage());
                return t.getMessage();
            }
        }
        LOG.error("task {} failed", queued.task().task(), e);
        return "the work failed; the platform's log has the cause under run " + queued.task().run();
    }

    private Queued queued(String unitId, boolean resumed, CompletableFuture<Stop> stop) {
        TaskQueued event = queuedEvent(unitId);
        TaskJob<Object> route = route(event.route());
        try {
            Object input = wire.strict().readValue(event.input(), Register.ofKey(event.route()).orElseThrow()
                    .input());
            return new Queued(route, input, new RunningTask(event, resumed, stop, commands, transactions, clock));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("task " + event.id() + " was queued with an input its route cannot "
                    + "read", e);
        }
    }

    private TaskQueued queuedEvent(String unitId) {
        return (TaskQueued) events.readEvents(unitId).next().getPayload();
    }

    @SuppressWarnings("unchecked")
    private TaskJob<Object> route(String key) {
        TaskJob<?> route = jobs.get(key);
        if (route == null) {
            throw new IllegalStateException("no task route " + key);
        }
        return (TaskJob<Object>) route;
    }

    private record Queued(TaskJob<Object> route, Object input, RunningTask task) {
    }
}
