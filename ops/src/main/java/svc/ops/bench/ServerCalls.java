package svc.ops.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * The calls the bench makes to the server, as any API client makes them (java.net.http, HTTP/1.1, a bearer token, a
 * scope). A call that does not answer as it should stops the bench with the server's answer.
 */
final class ServerCalls {
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final int port;
    private final String token;
    private final String scope;

    ServerCalls(int port, String token) {
        this(port, token, LogGenerator.PLACE);
    }

    /** Calls made in another place (the bench's tenants of its mix). */
    ServerCalls(int port, String token, String scope) {
        this.port = port;
        this.token = token;
        this.scope = scope;
    }

    /** act/record of one new hypothesis: a command that loads, decides and appends. */
    void record(String id) throws IOException, InterruptedException {
        expect(200, post("act/record", "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"" + id
                + "\",\"claim\":\"benchmark claim\"}]}"));
    }

    /** act/settle of a hypothesis (its aggregate loads every event it has). */
    void settle(String id, Instant trueOn) throws IOException, InterruptedException {
        expect(200, post("act/settle", "{\"hypothesis\":\"" + id + "\",\"standing\":\"supported\",\"on\":\"bench\"}",
                "Svc-As-True-On", trueOn.toString()));
    }

    /** act/settle of a hypothesis as true now. */
    void settleNow(String id) throws IOException, InterruptedException {
        expect(200, post("act/settle", "{\"hypothesis\":\"" + id + "\",\"standing\":\"supported\",\"on\":\"bench\"}"));
    }

    /** session/whoami: the envelope, the credential and the grants, and nothing of the record's own. */
    void whoami() throws IOException, InterruptedException {
        expect(200, post("session/whoami", "{}"));
    }

    /** The server's liveness, outside /v1: what any call costs over HTTP on this machine, and no more. */
    void liveness() throws IOException, InterruptedException {
        HttpResponse<Void> answer = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/livez")).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.discarding());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("liveness answered " + answer.statusCode());
        }
    }

    /** read/unit of a hypothesis as true on one date and known on another. */
    void unit(String id, Instant trueOn, Instant knownOn) throws IOException, InterruptedException {
        expect(200, post("read/unit", unitInput(id), "Svc-As-True-On", trueOn.toString(),
                "Svc-As-Known-On", knownOn.toString()));
    }

    /** read/unit of a hypothesis as it stands now (true now, known now). */
    void unitNow(String id) throws IOException, InterruptedException {
        expect(200, post("read/unit", unitInput(id)));
    }

    /** Grants fill a projection: waits until a read is answered (404 for a missing unit) rather than refused. */
    void awaitGranted() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        HttpResponse<String> answer;
        do {
            answer = post("read/unit", unitInput("no-such-unit"));
            if (answer.statusCode() == 404) {
                return;
            }
            if (answer.statusCode() != 403) {
                break;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new IllegalStateException("the bench's grant did not take: " + answer.statusCode()
                + " " + answer.body());
    }

    private static String unitInput(String id) {
        return "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"hypothesis\"}}";
    }

    private HttpResponse<String> post(String route, String body, String... headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .header("Svc-Scope", scope)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void expect(int status, HttpResponse<String> answer) {
        if (answer.statusCode() != status) {
            throw new IllegalStateException(answer.request().uri().getPath() + " answered " + answer.statusCode()
                    + " (expected " + status + "): " + answer.body());
        }
    }
}
