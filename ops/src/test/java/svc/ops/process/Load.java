package svc.ops.process;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Callers making changes in a loop, each change named by an id, until stopped. A fault test waits on what the
 * callers were answered (so many changes answered, so many refused), never on the clock, so it takes as long as
 * the fault needs on the machine it runs on and no longer.
 */
final class Load implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One change by caller {@code caller}, its {@code n}th, named {@code id}. */
    @FunctionalInterface
    interface Change {
        HttpResponse<String> make(int caller, int n, String id) throws IOException, InterruptedException;
    }

    private final Set<String> answered = ConcurrentHashMap.newKeySet();
    private final List<JsonNode> refusals = new CopyOnWriteArrayList<>();
    private final ExecutorService callers;
    private final List<Future<?>> running = new ArrayList<>();
    private volatile boolean stopped;
    private final AtomicInteger unreachable = new AtomicInteger();

    private Load(int count) {
        this.callers = Executors.newFixedThreadPool(count);
    }

    /** Starts {@code count} callers, each making changes named {@code <prefix>-<caller>-<n>}. */
    static Load start(int count, String prefix, Change change) {
        Load load = new Load(count);
        for (int c = 0; c < count; c++) {
            int caller = c;
            load.running.add(load.callers.submit(() -> {
                for (int n = 0; !load.stopped; n++) {
                    String id = String.format("%s-%d-%05d", prefix, caller, n);
                    try {
                        HttpResponse<String> reply = change.make(caller, n, id);
                        if (reply.statusCode() == 200) {
                            load.answered.add(id);
                        } else {
                            load.refusals.add(JSON.readTree(reply.body()));
                            Thread.sleep(50);
                        }
                    } catch (IOException refused) {
                        load.unreachable.incrementAndGet();
                        Thread.sleep(50);
                    }
                }
                return null;
            }));
        }
        return load;
    }

    /** The ids of the changes answered 200 so far. */
    Set<String> answered() {
        return answered;
    }

    /** The refusals the callers got (a server answered, but not 200). */
    List<JsonNode> refusals() {
        return refusals;
    }

    /** Waits until {@code more} changes more than now have been answered 200. */
    void awaitAnswered(int more, Duration patience) throws InterruptedException {
        int target = answered.size() + more;
        await(() -> answered.size() >= target, patience, target + " changes answered");
    }

    /** Waits until {@code more} calls more than now have been refused by a server. */
    void awaitRefused(int more, Duration patience) throws InterruptedException {
        int target = refusals.size() + more;
        await(() -> refusals.size() >= target, patience, target + " calls refused");
    }

    private void await(BooleanSupplier condition, Duration patience, String what) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the load did not reach " + what + " within " + patience + ": "
                        + answered.size() + " answered, " + refusals.size() + " refused, " + unreachable.get()
                        + " unanswered");
            }
            Thread.sleep(20);
        }
    }

    /** Stops the callers and waits for each to finish its last change. */
    void stop() throws Exception {
        stopped = true;
        for (Future<?> caller : running) {
            caller.get(2, TimeUnit.MINUTES);
        }
    }

    @Override
    public void close() {
        stopped = true;
        callers.shutdownNow();
    }
}
