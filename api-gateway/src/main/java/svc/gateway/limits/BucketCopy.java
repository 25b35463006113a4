package svc.gateway.limits;

import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.BucketProxy;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A shared bucket as one node holds it: calls are taken from the node's copy of the row (Bucket4j's manually synced
 * proxy), never waiting for PostgreSQL, and the node's writer writes them back once {@code soon} are unwritten. A take
 * that finds {@code most} unwritten writes them back itself first, so the row never misses more than {@code most}
 * calls this node took: the bound a quota can be passed by, per node. Writing back also reads the row anew, with what
 * the other nodes took.
 *
 * <p>Bucket4j's delaying proxy wrote back on the thread of the take that passed its threshold, and its batching made
 * every other take of the bucket on the node wait for that write (docs/performance.md, "Rate limits written back
 * behind the calls").
 */
final class BucketCopy implements HeldBucket {
    private static final Logger log = LoggerFactory.getLogger(BucketCopy.class);

    private final String key;
    private final BucketProxy copy;
    private final long most;
    private final long soon;
    private final Executor writer;
    /** Serialises write-backs, so each subtracts only what it wrote. */
    private final Object writing = new Object();
    /** At least as many calls as were taken from the copy and are not in the row yet. Guarded by this. */
    private long unwritten;
    /** Whether the writer has this bucket to write back. Guarded by this. */
    private boolean queued;

    /**
     * @param copy the proxy of the row, synced only when asked (Bucket4j's {@code ManuallySyncingOptimization})
     * @param most the most calls taken that the row may miss
     */
    BucketCopy(String key, BucketProxy copy, long most, Executor writer) {
        this.key = key;
        this.copy = copy;
        this.most = most;
        this.soon = Math.max(1, most / 2);
        this.writer = writer;
    }

    @Override
    public ConsumptionProbe take() {
        while (true) {
            ConsumptionProbe probe = null;
            boolean due = false;
            synchronized (this) {
                if (unwritten < most) {
                    probe = copy.tryConsumeAndReturnRemaining(1);
                    if (probe.isConsumed()) {
                        unwritten++;
                        due = unwritten >= soon && !queued;
                        queued |= due;
                    }
                }
            }
            if (probe == null) {
                writeBack();
            } else {
                if (due) {
                    queue();
                }
                return probe;
            }
        }
    }

    @Override
    public void giveBack() {
        // Bucket4j writes tokens added at once, with the calls taken before them, on this thread: rare enough, as only
        // a call a tenant's bucket refused is given back. What that wrote stays counted until the next write-back.
        copy.addTokens(1);
    }

    /** Has the writer write back what was taken, unless nothing was or it already has the bucket to write. */
    void writeBackLater() {
        synchronized (this) {
            if (unwritten == 0 || queued) {
                return;
            }
            queued = true;
        }
        queue();
    }

    private void queue() {
        try {
            writer.execute(this::writeBackQueued);
        } catch (RejectedExecutionException stopping) {
            // The node is stopping and its writer with it: what was taken is written back here instead.
            writeBackQueued();
        }
    }

    private void writeBackQueued() {
        synchronized (this) {
            queued = false;
        }
        try {
            writeBack();
        } catch (RuntimeException e) {
            // The calls stay counted: the next take past the bound writes them back itself, and fails its call if the
            // row still cannot be written.
            log.warn("the rate-limit bucket {} was not written back; its calls stay counted", key, e);
        }
    }

    /** Writes every call taken so far back to the row, and reads the row anew. */
    void writeBack() {
        synchronized (writing) {
            long taken;
            synchronized (this) {
                taken = unwritten;
            }
            if (taken == 0) {
                return;
            }
            copy.getOptimizationController().syncImmediately();
            synchronized (this) {
                unwritten -= taken;
            }
        }
    }
}
