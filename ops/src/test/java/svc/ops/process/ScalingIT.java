package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * Throughput of changes at each number of nodes named by {@code -Dsvc.scaling.nodes=1,2,3} (not run otherwise: it
 * measures, it does not check a promise): for each count, that many nodes on a fresh PostgreSQL record, callers
 * spread over them recording one unit a call for {@code svc.scaling.seconds} after a warm-up. Appends to
 * {@code target/scaling-report.txt}; fails on any error.
 */
class ScalingIT {
    private static final String ACME = "tenant/acme";
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final String NODES = System.getProperty("svc.scaling.nodes", "");
    private static final int SECONDS = Integer.getInteger("svc.scaling.seconds", 30);
    private static final int CALLERS = Integer.getInteger("svc.scaling.callers", 16);

    @TempDir
    Path logs;

    @Test
    void changesPerSecondAtEachNodeCount() throws Exception {
        Assumptions.assumeFalse(NODES.isBlank(), "a measurement: run with -Dsvc.scaling.nodes=1,2,3");
        for (int count : Arrays.stream(NODES.split(",")).mapToInt(Integer::parseInt).toArray()) {
            measure(count);
        }
    }

    private void measure(int count) throws Exception {
        try (Cluster cluster = new Cluster(TestDatabases.postgresUrl(), logs, Map.of("SVC_LIMITS_ENABLED", "false"))) {
            Future<String> granted = cluster.beside("ana", ACME);
            List<Cluster.Node> nodes = cluster.start(count);
            String token = granted.get();
            assertThat(ServerProcessIT.call(nodes.get(0).port(), token, "session/whoami", "{}")
                    .statusCode()).isEqualTo(200);
            load(nodes, token, "warm", 10);
            long[] counted = load(nodes, token, "run", SECONDS);
            String line = String.format(Locale.ROOT, "%d node(s), %d callers, %d s: %d changes, %.1f/s, "
                            + "mean %.1f ms, errors %d%n", count, CALLERS, SECONDS, counted[0],
                    counted[0] / (double) SECONDS, counted[1] / 1e6 / Math.max(1, counted[0]), counted[2]);
            System.out.print(line);
            Files.writeString(Path.of("target", "scaling-report.txt"), line, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            assertThat(counted[2]).as(line).isZero();
        }
    }

    /** Answers the changes answered 200, their summed latency in nanoseconds, and the errors. */
    private static long[] load(List<Cluster.Node> nodes, String token, String prefix, int seconds)
            throws Exception {
        AtomicLong done = new AtomicLong();
        AtomicLong nanos = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        long ends = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
        List<Future<?>> running = new ArrayList<>();
        for (int c = 0; c < CALLERS; c++) {
            int caller = c;
            running.add(callers.submit(() -> {
                for (int n = 0; System.nanoTime() < ends; n++) {
                    int port = nodes.get((caller + n) % nodes.size()).port();
                    long began = System.nanoTime();
                    try {
                        HttpResponse<String> reply = SvcProcess.post(port, "act/record", token, SCOPE,
                                "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"" + prefix + "-" + caller + "-" + n
                                        + "\",\"claim\":\"c\",\"true_from\":\"2026-01-01\"}]}");
                        if (reply.statusCode() == 200) {
                            done.incrementAndGet();
                            nanos.addAndGet(System.nanoTime() - began);
                        } else {
                            errors.incrementAndGet();
                        }
                    } catch (IOException e) {
                        errors.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        for (Future<?> caller : running) {
            caller.get(seconds + 120L, TimeUnit.SECONDS);
        }
        callers.shutdown();
        return new long[] {done.get(), nanos.get(), errors.get()};
    }
}
