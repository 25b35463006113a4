package svc.ops.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The server under test: {@code svc.jar serve} as a child process with a 512 MB heap, on a free port, over the
 * scratch database, so its memory is its own and measured as the operating system sees it. Rate limits are raised
 * out of the way (the buckets are still taken on every call), or turned off to measure what taking them costs;
 * everything else is as {@code ./svc serve} runs.
 */
final class ServerProcess implements AutoCloseable {
    static final String HEAP = "-Xmx512m";
    private static final String UNLIMITED = "1000000000";
    /** Options for the servers' JVMs alone, such as a flight recording to profile them under the bench. */
    static final String SERVER_OPTIONS = "SVC_BENCH_SERVER_OPTS";

    private final Process process;
    private final int port;
    private final int managementPort;
    private final Path log;

    private ServerProcess(Process process, int port, int managementPort, Path log) {
        this.process = process;
        this.port = port;
        this.managementPort = managementPort;
        this.log = log;
    }

    /** The server; with {@code limits} off it takes no rate-limit buckets at all (svc.limits.enabled=false). */
    static ServerProcess start(String databaseUrl, boolean limits) throws IOException, InterruptedException {
        return start(List.of("--db", databaseUrl), limits);
    }

    /** The server over the embedded record in the folder {@code data}, as {@code ./svc serve --data} runs it. */
    static ServerProcess embedded(Path data, boolean limits) throws IOException, InterruptedException {
        return start(List.of("--data", data.toString()), limits);
    }

    private static ServerProcess start(List<String> record, boolean limits) throws IOException, InterruptedException {
        int port = freePort();
        int managementPort = freePort();
        Path log = Files.createTempFile("svc-bench-server-", ".log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP));
        if (limits) {
            command.addAll(List.of("-Dsvc.limits.subject.capacity=" + UNLIMITED,
                    "-Dsvc.limits.subject.refill-per-minute=" + UNLIMITED,
                    "-Dsvc.limits.tenant.capacity=" + UNLIMITED, "-Dsvc.limits.tenant.refill-per-minute=" + UNLIMITED));
        } else {
            command.add("-Dsvc.limits.enabled=false");
        }
        String profiling = System.getenv(SERVER_OPTIONS);
        if (profiling != null && !profiling.isBlank()) {
            command.addAll(List.of(profiling.trim().split("\\s+")));
        }
        command.addAll(List.of("-jar", ownJar().toString(), "serve"));
        command.addAll(record);
        command.addAll(List.of("--port", String.valueOf(port), "--management-port", String.valueOf(managementPort)));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().put("AXONIQ_UPDATE_CHECKER_DISABLED", "true");
        ServerProcess server = new ServerProcess(builder.start(), port, managementPort, log);
        server.awaitHealth();
        return server;
    }

    int port() {
        return port;
    }

    /** Where its meters are read: the management port, on loopback. */
    int managementPort() {
        return managementPort;
    }

    Path log() {
        return log;
    }

    /**
     * The CPU time the server's process has used so far, where the system tells it, less its JIT compilers' where
     * {@code /proc} tells theirs: on two cores the compilers of a server minutes old took a third of a call's CPU one
     * run and a tenth the next (docs/performance.md), which is the JVM's warming, not the calls' work.
     */
    Optional<Duration> cpu() throws IOException {
        Optional<Duration> total = process.info().totalCpuDuration();
        Path threads = Path.of("/proc", String.valueOf(process.pid()), "task");
        if (total.isEmpty() || !Files.isDirectory(threads)) {
            return total;
        }
        long compilerTicks = 0;
        try (Stream<Path> each = Files.list(threads)) {
            for (Path thread : (Iterable<Path>) each::iterator) {
                compilerTicks += compilerTicks(thread);
            }
        }
        // /proc counts a thread's CPU in clock ticks of 1/100 s (USER_HZ on Linux).
        return Optional.of(total.get().minusMillis(compilerTicks * 10));
    }

    /** A thread's user and system clock ticks if it is one of the JIT's compilers; 0 for any other or one gone. */
    private static long compilerTicks(Path thread) {
        try {
            if (!Files.readString(thread.resolve("comm")).contains("CompilerThre")) {
                return 0;
            }
            String stat = Files.readString(thread.resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
            // After the name: state is the first field, so utime and stime (fields 14 and 15 of stat) are 11 and 12.
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException gone) {
            // The JVM ended the thread between the listing and the read: it adds nothing more.
            return 0;
        }
    }

    /** The most resident memory the process has held so far (VmHWM), where /proc tells it. */
    Optional<Long> peakResidentBytes() throws IOException {
        Path status = Path.of("/proc", String.valueOf(process.pid()), "status");
        if (!Files.exists(status)) {
            return Optional.empty();
        }
        return Files.readAllLines(status).stream().filter(line -> line.startsWith("VmHWM:"))
                .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024).findFirst();
    }

    private void awaitHealth() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/readyz"))
                .timeout(Duration.ofSeconds(10)).build();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server exited early; its log: " + log);
            }
            try {
                if (http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // Not listening yet: the server is still starting.
            }
            Thread.sleep(250);
        }
        close();
        throw new IllegalStateException("the server did not come up in 180 s; its log: " + log);
    }

    /** Stops the server as a terminal would (SIGTERM), forcibly if it does not go within half a minute. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /** The jar this command runs from: the server is the same build. */
    private static Path ownJar() {
        Path path = Path.of(System.getProperty("java.class.path"));
        if (!path.toString().endsWith(".jar") || !Files.isRegularFile(path)) {
            throw new IllegalStateException("the bench starts the server from svc.jar; run it as ./svc bench "
                    + "(or java -jar ops/target/svc.jar bench), not from " + path);
        }
        return path.toAbsolutePath();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
