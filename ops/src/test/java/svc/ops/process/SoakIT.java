package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * Steady load on two nodes over one PostgreSQL record for {@code svc.soak.minutes} (half a minute by default, as CI
 * runs it; {@code -Dsvc.soak.minutes=10} for the soak proper): every tick a change on one node and, once it is
 * answered, a read of it on the other, alternating nodes, at a fixed rate whatever the answers take. Reports the
 * error rate and the latency of the first and the last tenth of the run (the drift), with the first failures (when,
 * on which node, the answer or the exception), to {@code target/soak-report.txt}; fails on any error.
 */
class SoakIT {
    private static final String ACME = "tenant/acme";
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final double MINUTES = Double.parseDouble(System.getProperty("svc.soak.minutes", "0.5"));
    private static final int CALLS_PER_SECOND = Integer.getInteger("svc.soak.rate", 10);
    private static final int FAILURES_KEPT = 20;

    @TempDir
    Path logs;

    @Test
    void steadyLoadKeepsAnsweringWithoutErrors() throws Exception {
        // The limits stay on, as in service, with the subject's allowance above what the soak spends (a change and a
        // read a tick): at the default of 10 calls a second, half the soak's calls would be refused 429 after 2 min.
        String perMinute = String.valueOf(4 * 60 * CALLS_PER_SECOND);
        Map<String, String> limits = Map.of("SVC_LIMITS_SUBJECT_CAPACITY", perMinute,
                "SVC_LIMITS_SUBJECT_REFILL_PER_MINUTE", perMinute);
        try (Cluster cluster = new Cluster(TestDatabases.postgresUrl(), logs, limits)) {
            Future<String> granted = cluster.beside("ana", ACME);
            List<Cluster.Node> nodes = cluster.start(2);
            String token = granted.get();
            assertThat(ServerProcessIT.call(nodes.get(0).port(), token, "session/whoami", "{}")
                    .statusCode()).isEqualTo(200);

            ConcurrentLinkedQueue<long[]> samples = new ConcurrentLinkedQueue<>();
            AtomicLong errors = new AtomicLong();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            AtomicLong sent = new AtomicLong();
            long start = System.nanoTime();
            long runNanos = (long) (MINUTES * 60_000_000_000L);
            ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor();
            ExecutorService callers = Executors.newCachedThreadPool();
            ticks.scheduleAtFixedRate(() -> callers.execute(() -> {
                long n = sent.incrementAndGet();
                int port = nodes.get((int) (n % nodes.size())).port();
                int other = nodes.get((int) ((n + 1) % nodes.size())).port();
                String id = "soak-" + n;
                long began = System.nanoTime();
                long readBegan = 0;
                try {
                    HttpResponse<String> recorded = SvcProcess.post(port, "act/record", token, SCOPE,
                            "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"" + id + "\",\"claim\":\"c\","
                                    + "\"true_from\":\"2026-01-01\"}]}");
                    if (recorded.statusCode() != 200) {
                        failed(failures, errors, began - start, port, "act/record", recorded);
                    } else {
                        // Read back on the other node: a change answered 200 is there at once, whichever node took it.
                        readBegan = System.nanoTime();
                        HttpResponse<String> read = SvcProcess.post(other, "read/unit", token, SCOPE,
                                "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"hypothesis\"}}");
                        if (read.statusCode() != 200) {
                            failed(failures, errors, began - start, other, "read/unit", read);
                        }
                    }
                } catch (IOException | InterruptedException e) {
                    failed(failures, errors, began - start, port, e.toString());
                }
                long ended = System.nanoTime();
                samples.add(new long[] {began - start, ended - began, readBegan == 0 ? 0 : ended - readBegan});
            }), 0, 1_000_000_000L / CALLS_PER_SECOND, TimeUnit.NANOSECONDS);
            Thread.sleep(runNanos / 1_000_000);
            ticks.shutdown();
            assertThat(ticks.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
            callers.shutdown();
            assertThat(callers.awaitTermination(60, TimeUnit.SECONDS)).isTrue();

            List<long[]> all = new ArrayList<>(samples);
            all.sort((x, y) -> Long.compare(x[0], y[0]));
            int tenth = Math.max(1, all.size() / 10);
            String report = String.format(Locale.ROOT, "soak: %.1f min, %d ticks (a change and a read each) on %d "
                            + "nodes, errors %d (%.3f%%)%nfirst tenth: p50 %.1f ms, p95 %.1f ms%n"
                            + "last tenth:  p50 %.1f ms, p95 %.1f ms%n"
                            + "of which the read on the other node, over the whole run: p50 %.1f ms, p95 %.1f ms%n",
                    MINUTES, all.size(), nodes.size(), errors.get(), 100.0 * errors.get() / all.size(),
                    percentile(all.subList(0, tenth), 50), percentile(all.subList(0, tenth), 95),
                    percentile(all.subList(all.size() - tenth, all.size()), 50),
                    percentile(all.subList(all.size() - tenth, all.size()), 95),
                    percentile(all, 50, 2), percentile(all, 95, 2))
                    + failures.stream().map(failure -> "  " + failure + "\n").collect(Collectors.joining());
            System.out.print(report);
            Files.writeString(Path.of("target", "soak-report.txt"), report);
            assertThat(errors.get()).as(report).isZero();
        }
    }

    /** Counts a failed tick and keeps what failed, for the first {@value #FAILURES_KEPT}, with when and where. */
    private static void failed(ConcurrentLinkedQueue<String> failures, AtomicLong errors, long at, int port,
            String route, HttpResponse<String> answer) {
        String body = answer.body() == null ? "" : answer.body();
        failed(failures, errors, at, port, route + " " + answer.statusCode() + " "
                + body.substring(0, Math.min(300, body.length())));
    }

    private static void failed(ConcurrentLinkedQueue<String> failures, AtomicLong errors, long at, int port,
            String what) {
        if (errors.incrementAndGet() <= FAILURES_KEPT) {
            failures.add(String.format(Locale.ROOT, "at %.1f s, node :%d: %s", at / 1e9, port, what));
        }
    }

    private static double percentile(List<long[]> samples, int p) {
        return percentile(samples, p, 1);
    }

    /** The p-th percentile, in ms, of one column of the samples: 1 the whole tick, 2 its read. */
    private static double percentile(List<long[]> samples, int p, int column) {
        long[] millis = samples.stream().mapToLong(sample -> sample[column]).sorted().toArray();
        int at = Math.min(millis.length - 1, (int) Math.ceil(p / 100.0 * millis.length) - 1);
        return millis[Math.max(0, at)] / 1e6;
    }
}
