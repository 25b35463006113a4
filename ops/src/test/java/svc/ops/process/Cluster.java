package svc.ops.process;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Serving nodes, each the packaged jar in a process of its own, on one PostgreSQL record (the owner's URL; the
 * nodes connect as the service's role). Nodes are started side by side, as behind a load balancer.
 */
final class Cluster implements AutoCloseable {
    private static final Duration STARTUP = Duration.ofSeconds(240);

    private final String ownerUrl;
    private final Path logs;
    private final Map<String, String> environment;
    private final List<Node> nodes = new ArrayList<>();
    private final ExecutorService aside = Executors.newCachedThreadPool();

    Cluster(String ownerUrl, Path logs, Map<String, String> environment) {
        this.ownerUrl = ownerUrl;
        this.logs = logs;
        this.environment = environment;
    }

    record Node(int port, Process process, Path log) {
        void kill() throws InterruptedException {
            process.destroyForcibly().waitFor();
        }
    }

    List<String> storage() {
        return List.of("--db", ownerUrl);
    }

    /**
     * Grants read and act at the place to the subject and issues a token for it, from the command line, beside
     * the nodes while they start (each command is a process of its own, and starting them one after another on a
     * small machine takes long).
     */
    Future<String> beside(String subject, String place) {
        return aside.submit(() -> {
            SvcProcess.run("grant", storage(), "--subject", subject, "--place", place, "--grants", "read,act");
            return SvcProcess.run("token", storage(), "--subject", subject).trim();
        });
    }

    /** Starts this many nodes at once and answers them when every one is healthy. */
    List<Node> start(int count) throws Exception {
        ExecutorService starting = Executors.newFixedThreadPool(count);
        try {
            List<Future<Node>> started = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int port = SvcProcess.freePort();
                Path log = logs.resolve("node-" + port + ".log");
                started.add(starting.submit(() -> new Node(port, SvcProcess.serve(storage(), port, log, environment,
                        STARTUP),
                        log)));
            }
            List<Node> up = new ArrayList<>();
            for (Future<Node> node : started) {
                up.add(node.get());
            }
            nodes.addAll(up);
            return up;
        } finally {
            starting.shutdown();
        }
    }

    /** Owner of each segment of every processor, by processor: segment to owner (null when unclaimed). */
    Map<String, Map<Integer, String>> owners() throws SQLException {
        Map<String, Map<Integer, String>> owners = new HashMap<>();
        try (Connection db = DriverManager.getConnection(ownerUrl);
                ResultSet rows = db.createStatement().executeQuery(
                        "SELECT processorname, segment, owner FROM tokenentry WHERE processorname <> '__config'")) {
            while (rows.next()) {
                owners.computeIfAbsent(rows.getString(1), name -> new HashMap<>())
                        .put(rows.getInt(2), rows.getString(3));
            }
        }
        return owners;
    }

    long count(String sql) throws SQLException {
        try (Connection db = DriverManager.getConnection(ownerUrl);
                ResultSet rows = db.createStatement().executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    void execute(String sql) throws SQLException {
        try (Connection db = DriverManager.getConnection(ownerUrl)) {
            db.createStatement().execute(sql);
        }
    }

    @Override
    public void close() throws InterruptedException {
        aside.shutdownNow();
        for (Node node : nodes) {
            node.kill();
        }
    }
}
