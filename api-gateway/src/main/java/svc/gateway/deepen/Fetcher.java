package svc.gateway.deepen;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscribers;
import java.net.http.HttpTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jsoup.Jsoup;
import org.springframework.stereotype.Component;
import svc.command.api.Fetched;
import svc.gateway.work.TaskStopped;

/**
 * Gets an observation's source in full over HTTP and keeps its text. It follows redirects itself, and only on the
 * same host, so an address cannot bounce it somewhere the caller could not have named; each hop passes the
 * {@link AddressGuard}. Every failure is a {@link FetchFailed} saying why in plain words.
 */
@Component
class Fetcher {
    private static final int MAX_REDIRECTS = 5;
    private static final Set<Integer> REDIRECTS = Set.of(301, 302, 303, 307, 308);
    private static final Set<String> HTML = Set.of("text/html", "application/xhtml+xml");

    private final FetchRules rules;
    private final Clock clock;
    private final HttpClient client;

    Fetcher(FetchRules rules, Clock clock) {
        this.rules = rules;
        this.clock = clock;
        this.client = HttpClient.newBuilder()
                .connectTimeout(rules.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    Fetched fetch(String address, Awaiting awaiting) {
        URI uri = URI.create(address);
        for (int redirects = 0; ; redirects++) {
            AddressGuard.check(uri, rules);
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
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(rules.timeout())
                .header("Accept", rules.acceptHeader())
                .GET()
                .build();
        CompletableFuture<HttpResponse<Answer>> exchange = client.sendAsync(request, info -> {
            String location = info.headers().firstValue("Location").orElse(null);
            String contentType = info.headers().firstValue("Content-Type").orElse(null);
            boolean keep = info.statusCode() >= 200 && info.statusCode() <= 299 && contentType != null
                    && rules.fetches(mediaType(contentType));
            // Only a body that will be kept is read; any other is discarded as it arrives.
            return keep
                    ? BodySubscribers.mapping(new CappedBody(rules),
                            bytes -> new Answer(info.statusCode(), location, contentType, bytes))
                    : BodySubscribers.replacing(new Answer(info.statusCode(), location, contentType, null));
        }).orTimeout(rules.timeout().toMillis(), TimeUnit.MILLISECONDS);
        try {
            return awaiting.await(exchange).body();
        } catch (TaskStopped stopped) {
            throw stopped;
        } catch (InterruptedException e) {
            exchange.cancel(true);
            Thread.currentThread().interrupt();
            throw new FetchFailed("the fetch was stopped before the source answered");
        } catch (ExecutionException e) {
            throw failed(e.getCause());
        } catch (Exception e) {
            throw failed(e);
        }
    }

    private FetchFailed failed(Throwable cause) {
        if (cause instanceof FetchFailed failed) {
            return failed;
        }
        if (cause instanceof HttpConnectTimeoutException) {
            return new FetchFailed("the source could not be reached within " + seconds(rules.connectTimeout()));
        }
        if (cause instanceof HttpTimeoutException || cause instanceof TimeoutException) {
            return notInTime();
        }
        if (cause instanceof ConnectException) {
            return new FetchFailed("the source could not be reached (connection refused)");
        }
        if (cause instanceof IOException && cause.getMessage() != null) {
            return new FetchFailed("the source could not be read: " + cause.getMessage());
        }
        return new FetchFailed("the source could not be read (" + cause.getClass().getSimpleName() + ")");
    }

    private FetchFailed notInTime() {
        return new FetchFailed("the source did not answer within " + seconds(rules.timeout()));
    }

    private static String seconds(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
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
