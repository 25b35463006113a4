package svc.ops.bench;

import java.io.IOException;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.apache.hc.core5.util.Timeout;

/**
 * The calls the bench makes to the server, as any API client makes them (HTTP/1.1 on kept-alive connections, a bearer
 * token, a scope). A call that does not answer as it should stops the bench with the server's answer.
 *
 * <p>Apache HttpClient's classic client sends and reads on the calling thread. java.net.http, used before, hands each
 * exchange to a selector thread and back, and cost the bench 0.27 ms more a call than this one for the server's
 * liveness at one caller (0.49 against 0.22 ms, warmed), CPU the server under test shares on two cores.
 */
final class ServerCalls {
    /** More than the most callers the bench runs on one client (32). */
    private static final int CONNECTIONS = 64;

    private final CloseableHttpClient http = HttpClients.custom()
            .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                    .setMaxConnPerRoute(CONNECTIONS).setMaxConnTotal(CONNECTIONS)
                    .setDefaultConnectionConfig(ConnectionConfig.custom()
                            .setConnectTimeout(Timeout.ofSeconds(10)).setSocketTimeout(Timeout.ofSeconds(60)).build())
                    .build())
            .setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(Timeout.ofSeconds(60)).build())
            .disableAutomaticRetries()
            .build();
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
    void record(String id) throws IOException {
        expect(200, post("act/record", "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"" + id
                + "\",\"claim\":\"benchmark claim\"}]}"));
    }

    /** act/settle of a hypothesis (its aggregate loads every event it has). */
    void settle(String id, Instant trueOn) throws IOException {
        expect(200, post("act/settle", "{\"hypothesis\":\"" + id + "\",\"standing\":\"supported\",\"on\":\"bench\"}",
                "Svc-As-True-On", trueOn.toString()));
    }

    /** act/settle of a hypothesis as true now. */
    void settleNow(String id) throws IOException {
        expect(200, post("act/settle", "{\"hypothesis\":\"" + id + "\",\"standing\":\"supported\",\"on\":\"bench\"}"));
    }

    /** session/whoami: the envelope, the credential and the grants, and nothing of the record's own. */
    void whoami() throws IOException {
        expect(200, post("session/whoami", "{}"));
    }

    /** The server's liveness, outside /v1: what any call costs over HTTP on this machine, and no more. */
    void liveness() throws IOException {
        int status = http.execute(new HttpGet("http://127.0.0.1:" + port + "/livez"), response -> {
            EntityUtils.consume(response.getEntity());
            return response.getCode();
        });
        if (status != 200) {
            throw new IllegalStateException("liveness answered " + status);
        }
    }

    /** read/unit of a hypothesis as true on one date and known on another. */
    void unit(String id, Instant trueOn, Instant knownOn) throws IOException {
        expect(200, post("read/unit", unitInput(id), "Svc-As-True-On", trueOn.toString(),
                "Svc-As-Known-On", knownOn.toString()));
    }

    /** read/unit of a hypothesis as it stands now (true now, known now). */
    void unitNow(String id) throws IOException {
        expect(200, post("read/unit", unitInput(id)));
    }

    /** Grants fill a projection: waits until a read is answered (404 for a missing unit) rather than refused. */
    void awaitGranted() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        Answer answer;
        do {
            answer = post("read/unit", unitInput("no-such-unit"));
            if (answer.status() == 404) {
                return;
            }
            if (answer.status() != 403) {
                break;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new IllegalStateException("the bench's grant did not take: " + answer.status()
                + " " + answer.body());
    }

    private static String unitInput(String id) {
        return "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"hypothesis\"}}";
    }

    private Answer post(String route, String body, String... headers) throws IOException {
        HttpPost request = new HttpPost("http://127.0.0.1:" + port + "/v1/" + route);
        request.setHeader("Authorization", "Bearer " + token);
        request.setHeader("Svc-Scope", scope);
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.setHeader(headers[i], headers[i + 1]);
        }
        request.setEntity(new StringEntity(body, ContentType.APPLICATION_JSON));
        return http.execute(request, response -> new Answer(route, response.getCode(),
                EntityUtils.toString(response.getEntity())));
    }

    private static void expect(int status, Answer answer) {
        if (answer.status() != status) {
            throw new IllegalStateException(answer.route() + " answered " + answer.status() + " (expected " + status
                    + "): " + answer.body());
        }
    }

    /** A route's answer: its status and its body. */
    private record Answer(String route, int status, String body) {
    }
}
