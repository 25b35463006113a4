package svc.ops.bench;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Each kind of call a client makes, one after another on each of 1 and 8 threads against one server, beside a
 * trivial call to the same server (its liveness, outside /v1): calls per second, p50 and p99, and each p50 as a
 * multiple of the trivial call's, which is what the call's own work costs on top of HTTP here.
 */
final class CallLatencies {
    static final int[] CONCURRENCY = {1, 8};
    static final String BASELINE = "GET /livez";
    static final String RECORD = "act/record";
    static final String SETTLE = "act/settle";

    private final ServerCalls calls;
    private final Duration each;
    private final List<String> recorded = new ArrayList<>();
    /** By concurrency, by call: the measured load. */
    private final Map<Integer, Map<String, Load.Result>> results = new LinkedHashMap<>();

    CallLatencies(ServerCalls calls, Duration each) {
        this.calls = calls;
        this.each = each;
    }

    CallLatencies measure(PrintStream progress) {
        for (int threads : CONCURRENCY) {
            progress.printf("each call at concurrency %d...%n", threads);
            Map<String, Load.Result> byCall = new LinkedHashMap<>();
            byCall.put(BASELINE, Load.run(threads, each, calls::liveness));
            byCall.put(RECORD, Load.run(threads, each, () -> {
                String id = "call-" + Long.toHexString(ThreadLocalRandom.current().nextLong());
                calls.record(id);
                remember(id);
            }));
            byCall.put(SETTLE, Load.run(threads, each, () -> calls.settleNow(anyRecorded())));
            byCall.put("read/unit as of two dates", Load.run(threads, each, () -> {
                Instant now = Instant.now();
                calls.unit(anyRecorded(), now, now);
            }));
            byCall.put("session/whoami", Load.run(threads, each, calls::whoami));
            results.put(threads, byCall);
        }
        return this;
    }

    double p50(int threads, String call) {
        return results.get(threads).get(call).latencies().millisAt(50);
    }

    void print(PrintStream out) {
        Table table = new Table("call", "concurrency", "calls/s", "p50", "p99", "p50 / baseline");
        results.forEach((threads, byCall) -> {
            double baseline = byCall.get(BASELINE).latencies().millisAt(50);
            byCall.forEach((call, result) -> table.row(call, String.valueOf(threads), Table.count(result.perSecond()),
                    Table.millis(result.latencies().millisAt(50)), Table.millis(result.latencies().millisAt(99)),
                    String.format("%.1fx", result.latencies().millisAt(50) / baseline)));
        });
        table.print(out);
    }

    private synchronized void remember(String id) {
        recorded.add(id);
    }

    private synchronized String anyRecorded() {
        return recorded.get(ThreadLocalRandom.current().nextInt(recorded.size()));
    }
}
