package svc.workers.deepen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hc.client5.http.DnsResolver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.Fetched;
import svc.gateway.deepen.AddressGuard;

/** The fetcher against a real source on 127.0.0.1. */
class FetcherTest {
    static final Instant NOW = Instant.parse("2026-03-01T09:30:00Z");
    static final Set<String> TYPES = Set.of("text/html", "text/plain", "text/markdown", "text/csv",
            "application/json", "application/xhtml+xml");

    /** Holds a slow answer back until the test is over: the caller gives up on its own timeout. */
    private final CountDownLatch late = new CountDownLatch(1);
    private HttpServer source;
    private String base;

    @BeforeEach
    void start() throws IOException {
        source = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        source.setExecutor(Executors.newCachedThreadPool());
        source.start();
        base = "http://127.0.0.1:" + source.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        late.countDown();
        source.stop(0);
    }

    private void serve(String path, int status, String contentType, byte[] body) {
        source.createContext(path, exchange -> answer(exchange, status, contentType, body));
    }

    private static void answer(HttpExchange exchange, int status, String contentType, byte[] body)
            throws IOException {
        if (contentType != null) {
            exchange.getResponseHeaders().add("Content-Type", contentType);
        }
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private void redirect(String path, String location) {
        source.createContext(path, exchange -> {
            exchange.getResponseHeaders().add("Location", location);
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
    }

    private static Fetcher fetcher(long maxBytes, Duration timeout, boolean allowPrivate) {
        return new Fetcher(new FetchRules(Duration.ofSeconds(5), timeout, maxBytes, TYPES, allowPrivate),
                Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static Fetcher fetcher() {
        return fetcher(2 * 1024 * 1024, Duration.ofSeconds(20), true);
    }

    /** Fetches a path of the source, waiting as a test does rather than as a task does. */
    private Fetched read(Fetcher fetcher, String path) {
        return fetcher.fetch(base + path, CompletableFuture::get);
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void plainTextIsKeptAsItIs() {
        serve("/note", 200, "text/plain; charset=utf-8", utf8("Entry plan: gone — from 1 March."));

        Fetched fetched = read(fetcher(), "/note");

        assertThat(fetched.text()).isEqualTo("Entry plan: gone — from 1 March.");
        assertThat(fetched.contentType()).isEqualTo("text/plain");
        assertThat(fetched.bytes()).isEqualTo(utf8("Entry plan: gone — from 1 March.").length);
        assertThat(fetched.address()).isEqualTo(base + "/note");
        assertThat(fetched.fetchedAt()).isEqualTo(NOW);
    }

    @Test
    void theCharsetOfTheContentTypeDecodesTheText() {
        serve("/latin", 200, "text/plain; charset=ISO-8859-1", "Café crème".getBytes(StandardCharsets.ISO_8859_1));

        assertThat(read(fetcher(), "/latin").text()).isEqualTo("Café crème");
    }

    @Test
    void htmlIsTurnedIntoItsText() {
        serve("/page", 200, "text/html", utf8("<html><head><title>Pricing</title><script>var x = 1;</script></head>"
                + "<body><h1>Plans</h1><p>The <b>entry</b> plan is gone.</p></body></html>"));

        assertThat(read(fetcher(), "/page").text()).isEqualTo("Pricing Plans The entry plan is gone.");
    }

    @Test
    void aSourceOverTheCapFails() {
        serve("/big", 200, "text/plain", new byte[2048]);

        assertThatThrownBy(() -> read(fetcher(1024, Duration.ofSeconds(20), true), "/big"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("the source is larger than the 1 KiB cap");
    }

    @Test
    void aSourceAtTheCapIsKept() {
        serve("/exact", 200, "text/plain", new byte[1024]);

        assertThat(read(fetcher(1024, Duration.ofSeconds(20), true), "/exact").bytes()).isEqualTo(1024);
    }

    @Test
    void aContentTypeNotAllowedFailsNamingIt() {
        serve("/logo", 200, "image/png", new byte[] {1, 2, 3});

        assertThatThrownBy(() -> read(fetcher(), "/logo"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("content type image/png is not fetched");
    }

    @Test
    void aRedirectOnTheSameHostIsFollowed() {
        redirect("/old", "/new");
        serve("/new", 200, "text/plain", utf8("moved here"));

        Fetched fetched = read(fetcher(), "/old");

        assertThat(fetched.text()).isEqualTo("moved here");
        assertThat(fetched.address()).isEqualTo(base + "/new");
    }

    @Test
    void aRedirectToAnotherHostIsRefused() {
        redirect("/away", "http://example.com/elsewhere");

        assertThatThrownBy(() -> read(fetcher(), "/away"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("the source redirected to another host (example.com)");
    }

    @Test
    void moreThanFiveRedirectsFail() {
        redirect("/loop", "/loop");

        assertThatThrownBy(() -> read(fetcher(), "/loop"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("the source redirected more than 5 times");
    }

    @Test
    void aSourceThatDoesNotAnswerInTimeFails() {
        source.createContext("/slow", exchange -> {
            try {
                late.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answer(exchange, 200, "text/plain", utf8("too late"));
        });

        assertThatThrownBy(() -> read(fetcher(1024, Duration.ofMillis(300), true), "/slow"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("the source did not answer within 300 ms");
    }

    @Test
    void everyExchangeGivesBackItsConnectionWhateverItsBody() {
        serve("/note", 200, "text/plain", utf8("kept"));
        serve("/gone", 404, "text/plain", utf8("not kept"));
        serve("/large", 200, "text/plain", new byte[4096]);
        Fetcher fetcher = fetcher(1024, Duration.ofSeconds(5), true);

        // Three times the client's connections to one source: a connection not given back would stall the rest.
        for (int i = 0; i < 24; i++) {
            assertThat(read(fetcher, "/note").text()).isEqualTo("kept");
            assertThatThrownBy(() -> read(fetcher, "/gone")).hasMessage("the source answered 404");
            assertThatThrownBy(() -> read(fetcher, "/large")).hasMessage("the source is larger than the 1 KiB cap");
        }
    }

    @Test
    void aSourceAnswering404Fails() {
        serve("/gone", 404, "text/plain", utf8("not here"));

        assertThatThrownBy(() -> read(fetcher(), "/gone"))
                .isInstanceOf(FetchFailed.class)
                .hasMessage("the source answered 404");
    }

    @Test
    void aPrivateAddressIsRefusedUnlessAllowed() {
        serve("/inside", 200, "text/plain", utf8("internal"));

        assertThatThrownBy(() -> read(fetcher(1024, Duration.ofSeconds(20), false), "/inside"))
                .isInstanceOf(FetchFailed.class)
                .hasMessageStartingWith("the source's host 127.0.0.1 is inside the platform's own network");
    }

    @Test
    void aNameIsCheckedAtTheLookupItsConnectionUsesSoAnswerChangedAfterTheCheckCannotReachInside() throws Exception {
        AtomicInteger requests = new AtomicInteger();
        source.createContext("/inside", exchange -> {
            requests.incrementAndGet();
            answer(exchange, 200, "text/plain", utf8("internal"));
        });
        AtomicInteger lookups = new AtomicInteger();
        DnsResolver rebinding = new DnsResolver() {
            @Override
            public InetAddress[] resolve(String host) throws UnknownHostException {
                // A public address first, loopback after: what a rebinding name answers a check, then a connection.
                return new InetAddress[] {InetAddress.getByName(
                        lookups.getAndIncrement() == 0 ? "192.0.2.1" : "127.0.0.1")};
            }

            @Override
            public String resolveCanonicalHostname(String host) {
                return host;
            }
        };
        Fetcher fetcher = new Fetcher(new FetchRules(Duration.ofMillis(300), Duration.ofSeconds(2), 1024, TYPES,
                false), Clock.fixed(NOW, ZoneOffset.UTC), rebinding);

        assertThatThrownBy(() -> fetcher.fetch("http://rebinding.test:" + source.getAddress().getPort() + "/inside",
                CompletableFuture::get)).isInstanceOf(FetchFailed.class);
        assertThat(lookups).as("one lookup, checked and connected to").hasValue(1);
        assertThat(requests).as("requests that reached inside").hasValue(0);
        assertThatThrownBy(() -> fetcher.fetch("http://rebinding.test:" + source.getAddress().getPort() + "/inside",
                CompletableFuture::get)).isInstanceOf(FetchFailed.class)
                .hasMessage("the source's host rebinding.test is inside the platform's own network (127.0.0.1); "
                        + "such addresses are not fetched");
        assertThat(requests).hasValue(0);
    }

    @Test
    void loopbackPrivateLinkLocalAndUniqueLocalAddressesAreInternal() throws Exception {
        assertThat(AddressGuard.internal(InetAddress.getByName("169.254.169.254"))).isTrue();
        assertThat(AddressGuard.internal(InetAddress.getByName("10.1.2.3"))).isTrue();
        assertThat(AddressGuard.internal(InetAddress.getByName("fd00::1"))).isTrue();
        assertThat(AddressGuard.internal(InetAddress.getByName("93.184.215.14"))).isFalse();
    }
}
