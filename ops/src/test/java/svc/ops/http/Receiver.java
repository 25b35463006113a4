package svc.ops.http;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/**
 * A real local HTTP receiver of notices: it keeps every call to its own address (headers with lower-case names, and
 * the body) and answers the status its test sets. Each receiver's address has a path of its own: the tellings an
 * earlier test registered stay registered, and when a later receiver is given the port an earlier one freed, their
 * notices reach it too, answered but not counted as its calls.
 */
final class Receiver implements AutoCloseable {
    record Call(Map<String, List<String>> headers, String body) {
        String header(String name) {
            List<String> values = headers.get(name);
            return values == null ? null : values.get(0);
        }
    }

    private static final AtomicInteger MADE = new AtomicInteger();

    private final HttpServer server;
    private final String path = "/told/" + MADE.incrementAndGet();
    private final List<Call> calls = new CopyOnWriteArrayList<>();
    private volatile IntSupplier status = () -> 204;

    Receiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/", exchange -> {
            if (!exchange.getRequestURI().getPath().equals(path)) {
                exchange.getRequestBody().readAllBytes();
                exchange.sendResponseHeaders(204, -1);
                exchange.close();
                return;
            }
            Map<String, List<String>> headers = new HashMap<>();
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT),
                    List.copyOf(values)));
            calls.add(new Call(headers, new String(exchange.getRequestBody().readAllBytes(),
                    StandardCharsets.UTF_8)));
            exchange.sendResponseHeaders(status.getAsInt(), -1);
            exchange.close();
        });
        server.start();
    }

    String address() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    void answer(int status) {
        this.status = () -> status;
    }

    List<Call> calls() {
        return List.copyOf(calls);
    }

    /** Waits (up to a generous bound, never asserting a time) until the receiver has had this many calls. */
    List<Call> awaitCalls(int count) throws InterruptedException {
        await(() -> calls.size() >= count);
        return calls();
    }

    static void await(BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    static Duration settle() {
        return Duration.ofMillis(1500);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
