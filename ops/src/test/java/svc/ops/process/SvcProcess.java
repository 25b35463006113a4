package svc.ops.process;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The service run as a real process through {@code ./svc}, as a user runs it (its class-data-sharing archive and
 * JVM options included), without the launcher's check for a rebuild: the build under test made the jar.
 */
public final class SvcProcess {
    private static final Path LAUNCHER = Path.of(System.getProperty("svc.launcher", "../svc"));
    /**
     * A node is found gone, and its segment claims and tasks taken over, within seconds rather than the tens of the
     * production settings: the same takeover, sooner, so a test of a killed node waits seconds for it.
     */
    private static final Map<String, String> TAKEOVER = Map.of("SVC_NODE_BEAT", "1s", "SVC_NODE_TIMEOUT", "4s",
            "SVC_AXON_CLAIM_TIMEOUT", "4s", "SVC_AXON_CLAIM_EXTENSION", "1s", "SVC_AXON_CLAIM_INTERVAL", "1s",
            "SVC_WORK_SWEEP", "1s");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private SvcProcess() {
    }

    /** A port for a server this test starts, which no other listener takes before the server binds it. */
    static int freePort() {
        return TestPorts.next();
    }

    static Process serve(List<String> storage, int port, Path log) throws IOException, InterruptedException {
        return serve(storage, port, log, Map.of());
    }

    /** Serves with these environment variables besides the test's own (settings such as SVC_DEEPEN_...). */
    static Process serve(List<String> storage, int port, Path log, Map<String, String> environment)
            throws IOException, InterruptedException {
        return serve(storage, port, log, environment, Duration.ofSeconds(90));
    }

    /** Serves, waiting this long for health: several servers starting at once on a small machine take longer. */
    static Process serve(List<String> storage, int port, Path log, Map<String, String> environment,
            Duration startup) throws IOException, InterruptedException {
        Process server = launch(storage, port, log, environment);
        long deadline = System.nanoTime() + startup.toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IllegalStateException("server exited early:\n" + Files.readString(log));
            }
            try {
                HttpResponse<String> health = HTTP.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/readyz")).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (health.statusCode() == 200) {
                    return server;
                }
            } catch (IOException notYet) {
                Thread.sleep(200);
            }
        }
        server.destroyForcibly();
        throw new IllegalStateException("server did not come up:\n" + Files.readString(log));
    }

    /** Starts {@code ./svc serve} on this port, its output appended to {@code log}, without waiting for it. */
    static Process launch(List<String> storage, int port, Path log, Map<String, String> environment)
            throws IOException {
        List<String> arguments = new ArrayList<>(storage);
        arguments.add("--port");
        arguments.add(String.valueOf(port));
        arguments.add("--management-port");
        arguments.add(String.valueOf(TestPorts.next()));
        ProcessBuilder builder = builder("serve", arguments).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().putAll(TAKEOVER);
        builder.environment().putAll(environment);
        return builder.start();
    }

    /**
     * The status of the first answer of {@code /readyz} on this port: 503 while the service is up but has not
     * finished starting (the demo tenant is recorded before it is ready), 200 once it has.
     */
    static int firstReadiness(Process server, int port, Path log) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IllegalStateException("server exited early:\n" + Files.readString(log));
            }
            try {
                return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/readyz")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        throw new IllegalStateException("server did not listen:\n" + Files.readString(log));
    }

    /** Runs a command-line command to completion and answers its standard output; fails on a non-zero exit. */
    static String run(String name, List<String> storage, String... arguments) throws IOException,
            InterruptedException {
        List<String> all = new ArrayList<>(storage);
        all.addAll(List.of(arguments));
        Process process = builder(name, all).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(name + " did not finish");
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(name + " exited " + process.exitValue() + ": " + out);
        }
        return out;
    }

    static Process start(String name, List<String> storage, String... arguments) throws IOException {
        List<String> all = new ArrayList<>(storage);
        all.addAll(List.of(arguments));
        return builder(name, all).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    static HttpResponse<String> post(int port, String route, String token, String scope, String body,
            String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .header("Svc-Scope", scope)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A process builder of {@code ./svc <name> <storage>}, its own rebuild check off. */
    public static ProcessBuilder builder(String name, List<String> storage) {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString(), name));
        command.addAll(storage);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("SVC_NO_BUILD", "1");
        return builder;
    }
}
