package svc.ops.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Each kind of call a client makes, one after another on each of 1 and 8 threads against one server, beside a
 * trivial call to the same server (its liveness, outside /v1): calls per second, p50 and p99, and each p50 as a
 * multiple of the trivial call's, which is what the call's own work costs on top of HTTP here. And the server's CPU
 * per call: the CPU time its process used from the start of a measurement until its processors had handled what the
 * calls appended, its JIT compilers' left out ({@link ServerProcess#cpu}), over the calls. Unlike the rates, which
 * move by half between runs on a shared two-core machine, it counts the work a call gives the server, its
 * projections' included, and tells two builds apart.
 */
final class CallLatencies {
    static final int[] CONCURRENCY = {1, 8};
    static final String BASELINE = "GET /livez";
    static final String RECORD = "act/record";
    static final String SETTLE = "act/settle";

    private final ServerCalls calls;
    private final ServerProcess server;
    private final ServerMeters meters;
    private final TwoNodes.CaughtUp caughtUp;
    private final Duration each;
    private final List<String> recorded = new ArrayList<>();
    /** By concurrency, by call: the measured load. */
    private final Map<Integer, Map<String, Cell>> results = new LinkedHashMap<>();

    CallLatencies(ServerCalls calls, ServerProcess server, TwoNodes.CaughtUp caughtUp, Duration each) {
        this.calls = calls;
        this.server = server;
        this.meters = new ServerMeters(server.managementPort());
        this.caughtUp = caughtUp;
        this.each = each;
    }

    CallLatencies measure(PrintStream progress) throws IOException, InterruptedException {
        for (int threads : CONCURRENCY) {
            progress.printf("each call at concurrency %d...%n", threads);
            Map<String, Cell> byCall = new LinkedHashMap<>();
            byCall.put(BASELINE, cell(threads, calls::liveness));
            byCall.put(RECORD, cell(threads, () -> {
                String id = "call-" + Long.toHexString(ThreadLocalRandom.current().nextLong());
                calls.record(id);
                remember(id);
            }));
            byCall.put(SETTLE, cell(threads, () -> calls.settleNow(anyRecorded())));
            byCall.put("read/unit as of two dates", cell(threads, () -> {
                Instant now = Instant.now();
                calls.unit(anyRecorded(), now, now);
            }));
            byCall.put("session/whoami", cell(threads, calls::whoami));
            results.put(threads, byCall);
        }
        return this;
    }

    /** One call measured, begun and ended with the server's processors caught up, so its CPU is the calls' own. */
    private Cell cell(int threads, Load.Call call) throws IOException, InterruptedException {
        caughtUp.await(meters);
        Optional<Duration> before = server.cpu();
        Load.Result result = Load.run(threads, each, call);
        caughtUp.await(meters);
        Optional<Duration> used = server.cpu().flatMap(after -> before.map(after::minus));
        return new Cell(result, used);
    }

    double p50(int threads, String call) {
        return results.get(threads).get(call).load().latencies().millisAt(50);
    }

    void print(PrintStream out) {
        Table table = new Table("call", "concurrency", "calls/s", "p50", "p99", "p50 / baseline",
                "server CPU / call");
        results.forEach((threads, byCall) -> {
            double baseline = byCall.get(BASELINE).load().latencies().millisAt(50);
            byCall.forEach((call, cell) -> {
                Load.Result result = cell.load();
                table.row(call, String.valueOf(threads), Table.count(result.perSecond()),
                        Table.millis(result.latencies().millisAt(50)), Table.millis(result.latencies().millisAt(99)),
                        String.format("%.1fx", result.latencies().millisAt(50) / baseline),
                        cell.cpu().map(cpu -> Table.millis(cpu.toNanos() / 1e6 / result.latencies().count()))
                                .orElse("not known here"));
            });
        });
        table.print(out);
    }

    /** A measured call, and the server's CPU time over it where the system tells a process's CPU time. */
    private record Cell(Load.Result load, Optional<Duration> cpu) {
    }

    private synchronized void remember(String id) {
        recorded.add(id);
    }

    private synchronized String anyRecorded() {
        return recorded.get(ThreadLocalRandom.current().nextInt(recorded.size()));
    }
}
