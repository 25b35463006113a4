package svc.ops.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs one call over and over on a number of threads for a while: how many per second, and how long each took. */
final class Load {
    private Load() {
    }

    static Result run(int threads, Duration length, Call call) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        LatencyRecorder latencies = new LatencyRecorder();
        long started = System.nanoTime();
        long deadline = started + length.toNanos();
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            workers.add(pool.submit(() -> {
                long at = System.nanoTime();
                while (at < deadline) {
                    call.run();
                    long done = System.nanoTime();
                    latencies.record(done - at);
                    at = done;
                }
                return null;
            }));
        }
        try {
            for (Future<?> worker : workers) {
                worker.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a benchmark call failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the benchmark was interrupted", e);
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        return new Result(latencies.count() / seconds, latencies);
    }

    /** One call; anything it throws stops the measurement. */
    @FunctionalInterface
    interface Call {
        void run() throws Exception;
    }

    record Result(double perSecond, LatencyRecorder latencies) {
    }
}
