package svc.ops;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A plain HTTP/1.1 relay in front of the platform that can drop the connection of the next calls of one path after
 * the platform took them and before their answer is sent: a connection dropping mid-call, as the app sees it. Gone
 * dark, it keeps its port and closes every connection unanswered: a platform that cannot be reached. It does not
 * free the port for that, since another listener could take the port and answer in the platform's place.
 */
final class DroppingProxy implements AutoCloseable {
    private static final Set<String> HOP = Set.of("host", "connection", "content-length", "upgrade",
            "http2-settings", "transfer-encoding");

    private final ServerSocket socket;
    private final String platform;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final AtomicInteger drops = new AtomicInteger();
    private volatile String dropPath = "";
    private volatile boolean dark;

    DroppingProxy(String platform) throws IOException {
        this.platform = platform;
        this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "dropping-proxy");
        accepting.setDaemon(true);
        accepting.start();
    }

    String address() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    /** The next {@code times} calls of {@code path} reach the platform and get no answer. */
    void dropAnswers(String path, int times) {
        dropPath = path;
        drops.set(times);
    }

    /** From now on no call reaches the platform: each connection is closed before its request is read. */
    void goDark() {
        dark = true;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Thread one = new Thread(() -> serve(client), "dropping-proxy-call");
                one.setDaemon(true);
                one.start();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (client) {
            if (dark) {
                return;
            }
            InputStream in = new BufferedInputStream(client.getInputStream());
            String[] requestLine = line(in).split(" ");
            Map<String, String> headers = new LinkedHashMap<>();
            for (String header = line(in); !header.isEmpty(); header = line(in)) {
                int colon = header.indexOf(':');
                headers.put(header.substring(0, colon).trim(), header.substring(colon + 1).trim());
            }
            int length = headers.entrySet().stream().filter(h -> h.getKey().equalsIgnoreCase("content-length"))
                    .map(h -> Integer.parseInt(h.getValue())).findFirst().orElse(0);
            byte[] body = in.readNBytes(length);
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(platform + requestLine[1]))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body));
            headers.forEach((name, value) -> {
                if (!HOP.contains(name.toLowerCase(Locale.ROOT))) {
                    request.header(name, value);
                }
            });
            HttpResponse<byte[]> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            if (requestLine[1].equals(dropPath) && drops.getAndDecrement() > 0) {
                return;
            }
            OutputStream out = client.getOutputStream();
            StringBuilder head = new StringBuilder("HTTP/1.1 " + answer.statusCode() + " Relayed\r\n");
            answer.headers().map().forEach((name, values) -> {
                if (!HOP.contains(name.toLowerCase(Locale.ROOT)) && !name.startsWith(":")) {
                    head.append(name).append(": ").append(String.join(", ", values)).append("\r\n");
                }
            });
            head.append("Content-Length: ").append(answer.body().length).append("\r\nConnection: close\r\n\r\n");
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(answer.body());
            out.flush();
        } catch (IOException | InterruptedException | RuntimeException e) {
            // The client sees its connection closed, which is what a failing relay looks like from outside.
            return;
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
            if (b != '\r') {
                bytes.write(b);
            }
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }
}
