package svc.workers.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import org.apache.hc.client5.http.DnsResolver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.connect.Installed;
import svc.workers.tasks.TaskRun;

/** The http connector against a real receiver on 127.0.0.1: what it sends, what it takes as the source's id. */
class HttpConnectorTest {
    static final String MOVE = "mv_0123456789abcdef";
    static final ObjectNode ARGUMENTS = JsonNodeFactory.instance.objectNode().put("name", "Ana").put("score", 7);

    /** Only what the connector asks of its task: to wait for the exchange. */
    static final TaskRun WAITING = new TaskRun() {
        @Override
        public <T> T await(CompletableFuture<T> pending) throws Exception {
            try {
                return pending.get();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Exception cause ? cause : e;
            }
        }

        @Override
        public String task() {
            return "tk_0123456789abcdef";
        }

        @Override
        public String tenant() {
            throw new UnsupportedOperationException();
        }

        @Override
        public String place() {
            throw new UnsupportedOperationException();
        }

        @Override
        public String subject() {
            throw new UnsupportedOperationException();
        }

        @Override
        public String mode() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Instant trueOn() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean resumed() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void progress(double share, String note) {
            throw new UnsupportedOperationException();
        }

        @Override
        public <R> R send(Object command, String because) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void finish(String kind, String id, Runnable record) {
            throw new UnsupportedOperationException();
        }
    };

    /** Holds a slow answer back until the test is over: the caller gives up on its own timeout. */
    private final CountDownLatch late = new CountDownLatch(1);
    private HttpServer receiver;
    private final List<Received> received = new CopyOnWriteArrayList<>();
    /** The receiver is on loopback: this connector is one installed where private addresses are allowed. */
    private final HttpConnector connector = new HttpConnector(settings(true));
    /** A connector as the platform runs by default: never inside its own network. */
    private final HttpConnector guarded = new HttpConnector(settings(false));

    private static ConnectorSettings settings(boolean allowPrivateAddresses) {
        return new ConnectorSettings(Duration.ofSeconds(2), Duration.ofSeconds(1), allowPrivateAddresses);
    }

    record Received(String path, String method, String contentType, String move, String body) {
    }

    @BeforeEach
    void start() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        // Handlers on their own threads, so a slow one cannot hold up the receiver.
        receiver.setExecutor(Executors.newCachedThreadPool());
        receiver.start();
    }

    @AfterEach
    void stop() throws IOException {
        late.countDown();
        receiver.stop(0);
        connector.close();
        guarded.close();
    }

    private URI at(String path, int status, String body, String location) {
        receiver.createContext(path, exchange -> {
            keep(exchange);
            if (location != null) {
                exchange.getResponseHeaders().add("Location", location);
            }
            answer(exchange, status, body);
        });
        return URI.create("http://127.0.0.1:" + receiver.getAddress().getPort() + path);
    }

    private void keep(HttpExchange exchange) throws IOException {
        received.add(new Received(exchange.getRequestURI().getPath(), exchange.getRequestMethod(),
                exchange.getRequestHeaders().getFirst("Content-Type"),
                exchange.getRequestHeaders().getFirst("Svc-Move"),
                new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }

    @Test
    void postsTheArgumentsAsJsonWithTheMoveId() {
        connector.post(at("/moves", 200, "{\"id\":\"crm-981\"}", null), MOVE, ARGUMENTS, WAITING);

        assertThat(received).singleElement().satisfies(call -> {
            assertThat(call.method()).isEqualTo("POST");
            assertThat(call.contentType()).isEqualTo("application/json");
            assertThat(call.move()).isEqualTo(MOVE);
            assertThat(call.body()).isEqualTo("{\"name\":\"Ana\",\"score\":7}");
        });
    }

    @Test
    void theSourcesIdIsTheAnswersId() {
        assertThat(connector.post(at("/moves", 201, "{\"id\":\"crm-981\",\"ok\":true}", "/leads/1"), MOVE,
                ARGUMENTS, WAITING)).isEqualTo("crm-981");
    }

    @Test
    void aNumericIdIsTakenAsText() {
        assertThat(connector.post(at("/moves", 200, "{\"id\":981}", null), MOVE, ARGUMENTS, WAITING))
                .isEqualTo("981");
    }

    @Test
    void withoutAnIdInTheAnswerTheLocationNamesWhatWasDone() {
        assertThat(connector.post(at("/moves", 201, "created", "https://crm.example.com/leads/981"), MOVE,
                ARGUMENTS, WAITING)).isEqualTo("https://crm.example.com/leads/981");
    }

    @Test
    void aSourceGivingNoIdLeavesItNull() {
        assertThat(connector.post(at("/moves", 204, null, null), MOVE, ARGUMENTS, WAITING)).isNull();
    }

    @Test
    void anAnswerOutside2xxFailsWithItsStatusInPlainWords() {
        URI address = at("/moves", 503, "{\"error\":\"down\"}", null);
        assertThatThrownBy(() -> connector.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessage(address + " answered 503");
    }

    @Test
    void aRedirectIsNeverFollowed() {
        URI elsewhere = at("/elsewhere", 200, "{\"id\":\"wrong\"}", null);
        URI address = at("/moves", 307, null, elsewhere.toString());

        assertThatThrownBy(() -> connector.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessageContaining("answered 307");
        assertThat(received).extracting(Received::path).containsExactly("/moves");
    }

    @Test
    void aSourceSlowerThanTheTimeoutFails() {
        receiver.createContext("/slow", exchange -> {
            try {
                late.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answer(exchange, 200, "{\"id\":\"late\"}");
        });
        URI address = URI.create("http://127.0.0.1:" + receiver.getAddress().getPort() + "/slow");

        assertThatThrownBy(() -> connector.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessage(address + " did not answer within 1 s");
    }

    @Test
    void aSourceThatCannotBeReachedFails() {
        URI address = URI.create("http://127.0.0.1:" + receiver.getAddress().getPort() + "/moves");
        receiver.stop(0);

        assertThatThrownBy(() -> connector.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessageStartingWith("could not reach " + address);
    }

    @Test
    void aLiteralPrivateAddressIsNeverCalled() {
        URI address = at("/moves", 200, "{\"id\":\"inside\"}", null);

        assertThatThrownBy(() -> guarded.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessage("the connector's host 127.0.0.1 is inside the platform's own network (127.0.0.1); "
                        + "such addresses are not called");
        assertThat(received).isEmpty();
    }

    @Test
    void aNameThatResolvesToLoopbackIsNeverCalled() {
        at("/moves", 200, "{\"id\":\"inside\"}", null);
        URI address = URI.create("http://localhost:" + receiver.getAddress().getPort() + "/moves");

        assertThatThrownBy(() -> guarded.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessageStartingWith("the connector's host localhost is inside the platform's own network");
        assertThat(received).isEmpty();
    }

    @Test
    void loopbackWrittenAsIpv6IsNeverCalled() {
        at("/moves", 200, "{\"id\":\"inside\"}", null);
        int port = receiver.getAddress().getPort();
        for (String host : List.of("[::1]", "[::ffff:127.0.0.1]", "[::127.0.0.1]", "[0:0:0:0:0:ffff:7f00:1]")) {
            URI address = URI.create("http://" + host + ":" + port + "/moves");
            assertThatThrownBy(() -> guarded.post(address, MOVE, ARGUMENTS, WAITING)).as(host)
                    .isInstanceOf(ConnectorFailed.class)
                    .hasMessageContaining("is inside the platform's own network");
        }
        assertThat(received).isEmpty();
    }

    @Test
    void aNameThatResolvesInsideOnlyWhenCalledFailsTheCallWithTheReason() throws IOException {
        at("/moves", 200, "{\"id\":\"inside\"}", null);
        DnsResolver rebinding = new DnsResolver() {
            @Override
            public InetAddress[] resolve(String host) throws UnknownHostException {
                return new InetAddress[] {InetAddress.getByName("127.0.0.1")};
            }

            @Override
            public String resolveCanonicalHostname(String host) {
                return host;
            }
        };
        HttpConnector rebound = new HttpConnector(settings(false), rebinding);
        try {
            URI address = URI.create("http://crm.example.com:" + receiver.getAddress().getPort() + "/moves");
            assertThatThrownBy(() -> rebound.post(address, MOVE, ARGUMENTS, WAITING))
                    .isInstanceOf(ConnectorFailed.class)
                    .hasMessage("the connector's host crm.example.com is inside the platform's own network "
                            + "(127.0.0.1); such addresses are not called");
        } finally {
            rebound.close();
        }
        assertThat(received).isEmpty();
    }

    @Test
    void aRedirectToAnAddressInsideIsNotFollowed() {
        URI address = at("/moves", 302, null, "http://169.254.169.254/latest/meta-data/");

        assertThatThrownBy(() -> connector.post(address, MOVE, ARGUMENTS, WAITING))
                .isInstanceOf(ConnectorFailed.class)
                .hasMessage(address + " answered 302 (a redirect, which the platform never follows)");
        assertThat(received).extracting(Received::path).containsExactly("/moves");
    }
}
