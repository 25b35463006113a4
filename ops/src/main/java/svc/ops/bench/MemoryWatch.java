package svc.ops.bench;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Samples the server's heap in use once a second for the whole run and keeps the most seen. A sample that fails
 * (the server busy past the scrape's timeout) is counted and reported, not guessed.
 */
final class MemoryWatch implements AutoCloseable {
    private final ServerMeters meters;
    private final AtomicLong mostHeap = new AtomicLong();
    private final AtomicLong samples = new AtomicLong();
    private final AtomicReference<Exception> lastFailure = new AtomicReference<>();
    private final AtomicLong failures = new AtomicLong();
    private final Thread sampler;

    MemoryWatch(ServerMeters meters) {
        this.meters = meters;
        this.sampler = new Thread(this::sample, "bench-memory");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sample() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                long heap = meters.read().heapUsedBytes();
                mostHeap.accumulateAndGet(heap, Math::max);
                samples.incrementAndGet();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException | RuntimeException e) {
                failures.incrementAndGet();
                lastFailure.set(e);
            }
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    long mostHeapUsedBytes() {
        return mostHeap.get();
    }

    long samples() {
        return samples.get();
    }

    long failures() {
        return failures.get();
    }

    String lastFailure() {
        Exception failure = lastFailure.get();
        return failure == null ? "none" : failure.toString();
    }

    @Override
    public void close() throws InterruptedException {
        sampler.interrupt();
        sampler.join();
    }
}
