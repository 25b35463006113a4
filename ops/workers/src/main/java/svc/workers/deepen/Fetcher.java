package svc.workers.deepen;

import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.time.Clock;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.jsoup.Jsoup;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;
import svc.command.api.Fetched;
import svc.workers.outbound.OutboundFailure;
import svc.workers.outbound.OutboundHttp;
import svc.workers.tasks.TaskStopped;

/**
 * Gets an observation's source in full over HTTP and keeps its text. It follows redirects itself, and only on the
 * same host, so an address cannot bounce it somewhere the caller could not have named; each connection goes only
 * to addresses the {@link GuardedResolver} checked. The exchange runs on a thread of its own, so that a task that is
 * cancelled can abandon it. Every failure is a {@link FetchFailed} saying why in plain words.
 */
@Component
class Fetcher {
    private static final int MAX_REDIRECTS = 5;
    private static final Set<Integer> REDIRECTS = Set.of(301, 302, 303, 307, 308);
    private static final Set<String> HTML = Set.of("text/html", "application/xhtml+xml");

    private final FetchRules rules;
    private final Clock clock;
    private final CloseableHttpClient client;
    private final ExecutorService exchanges = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "fetch");
        thread.setDaemon(true);
        return thread;
    });

    @Autowired
    Fetcher(FetchRules rules, Clock clock) {
        this(rules, clock, OutboundHttp.systemNames());
    }

    /** With the names of {@code names} instead of the system's: how a test makes a host answer as it likes. */
    Fetcher(FetchRules rules, Clock clock, DnsResolver names) {
        this.rules = rules;
        this.clock = clock;
        this.client = OutboundHttp.client(rules.connectTimeout(), rules.timeout(), rules.allowPrivateAddresses(),
                names);
    }

    @PreDestroy
    void close() throws IOException {
        exchanges.shutdownNow();
        client.close();
    }

    Fetched fetch(String address, Awaiting awaiting) {
        URI uri = URI.create(address);
        for (int redirects = 0; ; redirects++) {
            Answer answer = get(uri, awaiting);
            if (!REDIRECTS.contains(answer.status())) {
                return kept(uri, answer);
            }
            if (redirects == MAX_REDIRECTS) {
                throw new FetchFailed("the source redirected more than " + MAX_REDIRECTS + " times");
            }
            if (answer.location() == null) {
                throw new FetchFailed("the source answered " + answer.status() + " without saying where to");
            }
            URI next = uri.resolve(answer.location());
            if (next.getHost() == null || !next.getHost().equalsIgnoreCase(uri.getHost())) {
                throw new FetchFailed("the source redirected to another host (" + next.getHost() + ")");
            }
            uri = next;
        }
    }

    private Fetched kept(URI uri, Answer answer) {
        if (answer.status() < 200 || answer.status() > 299) {
            throw new FetchFailed("the source answered " + answer.status());
        }
        if (answer.contentType() == null) {
            throw new FetchFailed("the source did not say its content type");
        }
        String mediaType = mediaType(answer.contentType());
        if (!rules.fetches(mediaType)) {
            throw new FetchFailed("content type " + mediaType + " is not fetched");
        }
        String decoded = new String(answer.body(), charset(answer.contentType()));
        String text = HTML.contains(mediaType) ? Jsoup.parse(decoded, uri.toString()).text() : decoded;
        return new Fetched(uri.toString(), mediaType, answer.body().length, text, clock.instant());
    }

    private Answer get(URI uri, Awaiting awaiting) {
        HttpGet request = new HttpGet(uri);
        request.setHeader("Accept", rules.acceptHeader());
        CompletableFuture<Answer> exchange = CompletableFuture.supplyAsync(() -> exchange(request), exchanges)
                .orTimeout(rules.timeout().toMillis(), TimeUnit.MILLISECONDS);
        try {
            return awaiting.await(exchange);
        } catch (TaskStopped stopped) {
            request.cancel();
            throw stopped;
        } catch (InterruptedException e) {
            request.cancel();
            Thread.currentThread().interrupt();
            throw new FetchFailed("the fetch was stopped before the source answered");
        } catch (ExecutionException e) {
            request.cancel();
            throw failed(e.getCause(), uri);
        } catch (Exception e) {
            request.cancel();
            throw failed(e, uri);
        }
    }

    private Answer exchange(HttpGet request) {
        try {
            ClassicHttpResponse response = client.executeOpen(null, request, null);
            String location = header(response, "Location");
            String contentType = header(response, "Content-Type");
            boolean keep = response.getCode() >= 200 && response.getCode() <= 299 && contentType != null
                    && rules.fetches(mediaType(contentType));
            return new Answer(response.getCode(), location, contentType, keep ? capped(response.getEntity()) : null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            // Closing the response would read the rest of a body not kept (or past the cap) to its end; cancelling
            // drops it, and the connection with it.
            request.cancel();
        }
    }

    /** The body, read only as far as one byte past the cap. */
    private byte[] capped(HttpEntity entity) throws IOException {
        if (entity == null) {
            return new byte[0];
        }
        byte[] bytes = entity.getContent().readNBytes((int) Math.min(rules.maxBytes() + 1, Integer.MAX_VALUE - 8));
        if (bytes.length > rules.maxBytes()) {
            throw new FetchFailed("the source is larger than the " + rules.cap() + " cap");
        }
        return bytes;
    }

    private static String header(ClassicHttpResponse response, String name) {
        Header header = response.getFirstHeader(name);
        return header == null ? null : header.getValue();
    }

    private FetchFailed failed(Throwable thrown, URI uri) {
        OutboundFailure failure = OutboundFailure.of(thrown);
        if (failure.cause() instanceof FetchFailed failed) {
            return failed;
        }
        return switch (failure.why()) {
            case INSIDE_THE_NETWORK -> new FetchFailed("the source's host " + failure.inside().host()
                    + " is inside the platform's own network (" + failure.inside().address()
                    + "); such addresses are not fetched");
            case UNKNOWN_HOST -> new FetchFailed("the source's host " + uri.getHost() + " is not known");
            case CONNECT_TIMEOUT -> new FetchFailed("the source could not be reached within "
                    + OutboundFailure.seconds(rules.connectTimeout()));
            case TIMEOUT -> notInTime();
            case REFUSED -> new FetchFailed("the source could not be reached (connection refused)");
            case IO -> failure.cause().getMessage() != null
                    ? new FetchFailed("the source could not be read: " + failure.cause().getMessage())
                    : unreadable(failure);
            case OTHER -> unreadable(failure);
        };
    }

    private static FetchFailed unreadable(OutboundFailure failure) {
        return new FetchFailed("the source could not be read (" + failure.cause().getClass().getSimpleName() + ")");
    }

    private FetchFailed notInTime() {
        return new FetchFailed("the source did not answer within " + OutboundFailure.seconds(rules.timeout()));
    }

    private static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    private static Charset charset(String contentType) {
        for (String parameter : contentType.split(";")) {
            String[] pair = parameter.trim().split("=", 2);
            if (pair.length == 2 && pair[0].trim().equalsIgnoreCase("charset")) {
                String name = pair[1].trim().replace("\"", "");
                try {
                    return Charset.forName(name);
                } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                    throw new FetchFailed("the source's charset " + name + " is not known");
                }
            }
        }
        return StandardCharsets.UTF_8;
    }

    /** The part of a response the fetcher decides on; {@code body} only when it is kept. */
    private record Answer(int status, String location, String contentType, byte[] body) {
    }
}
