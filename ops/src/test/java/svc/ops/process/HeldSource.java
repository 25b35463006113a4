package svc.ops.process;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A page at {@code /pricing} on loopback whose first read waits until released (or {@code hold} passes), so a task
 * that fetches it is mid-work when its process dies; later reads answer at once.
 */
final class HeldSource {
    static final String TEXT = "The entry plan is gone; the basic plan now costs 19 euros a month.";

    private HeldSource() {
    }

    static HttpServer start(AtomicInteger asked, CountDownLatch released, Duration hold) throws IOException {
        HttpServer source = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        source.setExecutor(Executors.newCachedThreadPool());
        source.createContext("/pricing", exchange -> {
            if (asked.incrementAndGet() == 1) {
                try {
                    released.await(hold.toSeconds(), TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] body = TEXT.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "text/plain");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        source.start();
        return source;
    }
}
