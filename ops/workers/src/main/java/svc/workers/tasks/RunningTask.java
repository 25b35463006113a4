package svc.workers.tasks;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.FailTask;
import svc.command.api.ReportTaskProgress;
import svc.command.api.StartTask;
import svc.command.api.SucceedTask;
import svc.command.api.TaskQueued;
import svc.command.api.TaskWasCancelled;
import svc.gateway.facts.Commands;

/** A task being worked on: what it was queued with, and its records, each sent with the starting call's lineage. */
final class RunningTask implements TaskRun {
    private final TaskQueued queued;
    private final boolean resumed;
    private final CompletableFuture<Stop> stop;
    private final Commands commands;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private boolean finished;

    RunningTask(TaskQueued queued, boolean resumed, CompletableFuture<Stop> stop, Commands commands,
            TransactionTemplate transactions, Clock clock) {
        this.queued = queued;
        this.resumed = resumed;
        this.stop = stop;
        this.commands = commands;
        this.transactions = transactions;
        this.clock = clock;
    }

    @Override
    public String task() {
        return queued.id();
    }

    @Override
    public String tenant() {
        return queued.tenant();
    }

    @Override
    public String place() {
        return queued.place();
    }

    @Override
    public String subject() {
        return queued.subject();
    }

    @Override
    public String mode() {
        return queued.mode();
    }

    @Override
    public Instant trueOn() {
        return queued.trueOn();
    }

    @Override
    public boolean resumed() {
        return resumed;
    }

    void start() {
        send(new StartTask(queued.unitId(), resumed, now()), resumed ? "work resumed after its process stopped"
                : "work began");
    }

    @Override
    public void progress(double share, String note) {
        stopIfAsked();
        try {
            send(new ReportTaskProgress(queued.unitId(), share, note, now()), note);
        } catch (RuntimeException e) {
            throw stoppedIfCancelled(e);
        }
    }

    @Override
    public <T> T await(CompletableFuture<T> pending) throws Exception {
        CompletableFuture.anyOf(pending, stop).handle((done, failure) -> null).get();
        if (stop.isDone()) {
            pending.cancel(true);
            throw new TaskStopped(task());
        }
        try {
            return pending.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @Override
    public <R> R send(Object command, String because) {
        return commands.send(command, queued.subject(), queued.run(), queued.route(),
                "task " + task() + ": " + because);
    }

    @Override
    public void finish(String kind, String id, Runnable record) {
        stopIfAsked();
        try {
            transactions.executeWithoutResult(status -> {
                send(new SucceedTask(queued.unitId(), kind, id, now()), "made " + kind + " " + id);
                record.run();
            });
        } catch (RuntimeException e) {
            throw stoppedIfCancelled(e);
        }
        finished = true;
    }

    void fail(String error) {
        send(new FailTask(queued.unitId(), error, now()), error);
    }

    /** The run id of the call that started the task, under which its work is logged. */
    String run() {
        return queued.run();
    }

    boolean finished() {
        return finished;
    }

    boolean processStopping() {
        return stop.getNow(null) == Stop.PROCESS_STOPPING;
    }

    private void stopIfAsked() {
        if (stop.isDone()) {
            throw new TaskStopped(task());
        }
    }

    private RuntimeException stoppedIfCancelled(RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TaskWasCancelled) {
                return new TaskStopped(task());
            }
        }
        return e;
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
