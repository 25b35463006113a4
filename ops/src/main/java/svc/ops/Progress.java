package svc.ops;

import java.io.PrintStream;

/** A progress bar on standard error: done of total, rate, and time left. */
public final class Progress {
    private static final int WIDTH = 30;

    private final String label;
    private final long total;
    private final long started = System.nanoTime();
    private final PrintStream out = System.err;
    private long done;
    private long lastDrawn;

    public Progress(String label, long total) {
        this.label = label;
        this.total = Math.max(total, 1);
    }

    public void advance(long count) {
        done += count;
        long now = System.nanoTime();
        if (now - lastDrawn > 200_000_000L || done >= total) {
            draw(now);
            lastDrawn = now;
        }
    }

    public void finish() {
        draw(System.nanoTime());
        out.println();
    }

    public void abandon() {
        out.println();
    }

    private void draw(long now) {
        double seconds = Math.max((now - started) / 1e9, 1e-3);
        double rate = done / seconds;
        int filled = (int) (WIDTH * Math.min(done, total) / total);
        long left = rate > 0 ? (long) ((total - Math.min(done, total)) / rate) : 0;
        out.printf("\r%s [%s%s] %d/%d  %.0f/s  %ds left ", label, "#".repeat(filled), " ".repeat(WIDTH - filled),
                done, total, rate, left);
    }
}
