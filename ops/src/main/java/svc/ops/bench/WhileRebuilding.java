package svc.ops.bench;

import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import svc.ops.rebuild.Rebuild;

/**
 * Item 5 of issue 22: the server's as-of reads and its commands while every projection is rebuilt beside it, from
 * the bench's process, as an operator would run {@code ./svc rebuild --all --from-start} against a serving record.
 * The reads and the commands are measured for one window from the moment the rebuild begins; the rebuild is then
 * waited for, swap included.
 */
final class WhileRebuilding {
    private WhileRebuilding() {
    }

    static Figures measure(String[] contextArguments, ServerCalls calls, Load.Call read, Duration window,
            PrintStream progress) {
        CountDownLatch begun = new CountDownLatch(1);
        CompletableFuture<Rebuild.Outcome> rebuild = CompletableFuture.supplyAsync(() ->
                RebuildRate.rebuildAll(contextArguments, progress, begun::countDown));
        try {
            while (!begun.await(100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (rebuild.isDone()) {
                    rebuild.join();
                    throw new IllegalStateException("the rebuild ended before it began");
                }
            }
            CompletableFuture<Load.Result> commands = CompletableFuture.supplyAsync(() -> Load.run(1, window,
                    () -> calls.record("w" + ThreadLocalRandom.current().nextLong(Long.MAX_VALUE))));
            Load.Result reads = Load.run(BenchCommand.READ_CONCURRENCY, window, read);
            return new Figures(reads, commands.get(), rebuild.get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the bench was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("while rebuilding: " + e.getCause().getMessage(), e.getCause());
        }
    }

    record Figures(Load.Result reads, Load.Result commands, Rebuild.Outcome rebuild) {
        double rebuildPerSecond() {
            return rebuild.events() / Math.max(rebuild.took().toNanos() / 1e9, 1e-3);
        }
    }
}
