package svc.workers.tasks;

import java.time.Instant;
import java.util.concurrent.CompletableFuture;

/**
 * One task as its work sees it while it runs: who started it, where, with which act mode and true-on date, and the
 * means to report progress, send commands with the task's lineage, and finish with the unit it made.
 */
public interface TaskRun {
    /** The task's id, as work/status names it ({@code tk_...}). */
    String task();

    String tenant();

    /** The scope path of the call that started the task; units the task makes live here unless the work says. */
    String place();

    /** Who started the task; the commands of the work are recorded as theirs. */
    String subject();

    /** The act mode of the grant the call was allowed under: {@code propose} or {@code run}. */
    String mode();

    /** The call's true-on date: what the task makes is true from it. */
    Instant trueOn();

    /** True when the task is run again because the process that was running it stopped. */
    boolean resumed();

    /**
     * Records how far the work has got (a share from 0 to 1) and what it is doing. Throws {@link TaskStopped} when
     * the task was cancelled meanwhile, so work that reports progress stops at its next report.
     */
    void progress(double share, String note);

    /**
     * Waits for blocking work started asynchronously (an HTTP exchange, say) and answers its result; gives up at once,
     * cancelling it and throwing {@link TaskStopped}, when the task is cancelled or the process stops. Work threads
     * are never interrupted (an interrupt can close the embedded database's files), so long waits go through here.
     */
    <T> T await(CompletableFuture<T> pending) throws Exception;

    /** Sends a command recorded as the task's: by its subject, under the starting call's run, with this reason. */
    <R> R send(Object command, String because);

    /**
     * Records the task's result in one transaction with its success: {@code record} sends the commands that make the
     * result unit ({@code kind}/{@code id}); if the task was cancelled meanwhile, nothing of it is recorded and
     * {@link TaskStopped} is thrown.
     */
    void finish(String kind, String id, Runnable record);
}
