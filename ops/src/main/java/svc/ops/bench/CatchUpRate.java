package svc.ops.bench;

import java.io.IOException;

/**
 * Processors far behind the head, as on a node back after an hour down or after a bulk import: a burst of events
 * appended at once beside a server whose processors were caught up, timed from the first append until its slowest
 * processor has handled the last. The appends take a fraction of that time, so what is timed is the catch-up. A first
 * burst, untimed, warms the server: a server just started spends most of its first seconds compiling (a profile of
 * the first burst found the JIT's threads on most of the two cores).
 */
final class CatchUpRate {
    private CatchUpRate() {
    }

    /** Two bursts of {@code units} new units each, numbered from {@code firstUnit} on; the second is timed. */
    static Figures measure(LogGenerator generator, long firstUnit, long units, Wait caughtUp)
            throws IOException, InterruptedException {
        generator.generate(firstUnit, units, appended -> {
        });
        caughtUp.run();
        long started = System.nanoTime();
        long events = generator.generate(firstUnit + units, units, appended -> {
        }).events();
        double appended = (System.nanoTime() - started) / 1e9;
        caughtUp.run();
        return new Figures(events, appended, (System.nanoTime() - started) / 1e9);
    }

    /** Returns once every processor of the server has handled the head of the log. */
    interface Wait {
        void run() throws IOException, InterruptedException;
    }

    /** The events appended, the seconds their appending took, and the seconds until every processor had them. */
    record Figures(long events, double appendSeconds, double seconds) {
        double perSecond() {
            return events / seconds;
        }
    }
}
