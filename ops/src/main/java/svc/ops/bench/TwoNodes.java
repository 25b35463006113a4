package svc.ops.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Two servers on the one scratch database, as two nodes share a record: what act/record over HTTP runs at through
 * one of them and through both at once (each node its own callers, as many as one node had), and how long a read of a
 * unit on one node takes right after the other node answered its change (the read waits until its node's projection
 * has the change: read-your-writes across nodes).
 */
final class TwoNodes {
    private TwoNodes() {
    }

    static Figures measure(String url, boolean limits, String token, int callers, Duration each, PrintStream progress,
            CaughtUp caughtUp) throws IOException, InterruptedException {
        try (ServerProcess a = ServerProcess.start(url, limits); ServerProcess b = ServerProcess.start(url, limits)) {
            progress.println("two servers up on ports " + a.port() + " and " + b.port() + ", their logs: " + a.log()
                    + ", " + b.log());
            ServerCalls onA = new ServerCalls(a.port(), token);
            ServerCalls onB = new ServerCalls(b.port(), token);
            onA.awaitGranted();
            onB.awaitGranted();
            progress.printf("warming both up, then act/record at concurrency %d through one node, then through "
                    + "both...%n", callers);
            both(onA, onB, callers, each);
            caughtUp.await(new ServerMeters(a.managementPort()));
            caughtUp.await(new ServerMeters(b.managementPort()));
            double one = records(onA, callers, each).perSecond();
            double together = both(onA, onB, callers, each);
            // Quiet first, as every other cell starts: the burst through both leaves their processors a backlog,
            // and a read-back measured behind it measured the backlog.
            caughtUp.await(new ServerMeters(a.managementPort()));
            caughtUp.await(new ServerMeters(b.managementPort()));
            progress.println("a change on one node read back on the other, one after another...");
            LatencyRecorder readBack = new LatencyRecorder();
            Load.run(1, each, () -> {
                String id = newId();
                onA.record(id);
                long asked = System.nanoTime();
                onB.unitNow(id);
                readBack.record(System.nanoTime() - asked);
            });
            return new Figures(one, together, readBack);
        }
    }

    /** act/record through both nodes at once, each its own callers: the two rates added. */
    private static double both(ServerCalls onA, ServerCalls onB, int callers, Duration each) {
        CompletableFuture<Load.Result> second = CompletableFuture.supplyAsync(() -> records(onB, callers, each));
        return records(onA, callers, each).perSecond() + second.join().perSecond();
    }

    private static Load.Result records(ServerCalls calls, int callers, Duration each) {
        return Load.run(callers, each, () -> calls.record(newId()));
    }

    private static String newId() {
        return "n" + ThreadLocalRandom.current().nextLong(Long.MAX_VALUE);
    }

    /** Waits until a server's processors have the whole log. */
    @FunctionalInterface
    interface CaughtUp {
        void await(ServerMeters meters) throws IOException, InterruptedException;
    }

    /** Commands a second through one node and through both; each read back's wait on the other node. */
    record Figures(double oneNode, double together, LatencyRecorder readBack) {
    }
}
