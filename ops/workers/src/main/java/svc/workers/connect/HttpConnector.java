package svc.workers.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.connect.Installed;
import svc.workers.outbound.OutboundFailure;
import svc.workers.outbound.OutboundHttp;
import svc.workers.tasks.TaskRun;

/**
 * The {@code http} connector: POSTs a move's arguments as a JSON object to the connector's address, with the move's
 * id in {@code Svc-Move} so a receiver can tell a move it has already done. It calls through the platform's one
 * outbound client ({@link OutboundHttp}), whose resolver refuses a host inside the platform's network at the lookup
 * the connection uses. Redirects are never followed: the address installed is the only one the platform calls.
 */
@Component
class HttpConnector implements Connector {
    static final String MOVE_HEADER = "Svc-Move";
    /** As the connector's contract says it, without a charset parameter (JSON is UTF-8). */
    private static final ContentType JSON = ContentType.create("application/json");
    /** Of an answer, only its id is kept: a body past this is not read. */
    private static final int MAX_ANSWER = 64 * 1024;

    private final ConnectorSettings settings;
    private final CloseableHttpClient client;
    private final ObjectMapper json = new ObjectMapper();
    private final ExecutorService exchanges = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "connector-call");
        thread.setDaemon(true);
        return thread;
    });

    @Autowired
    HttpConnector(ConnectorSettings settings) {
        this(settings, OutboundHttp.systemNames());
    }

    /** With the names of {@code names} instead of the system's: how a test makes a host answer as it likes. */
    HttpConnector(ConnectorSettings settings, DnsResolver names) {
        this.settings = settings;
        this.client = OutboundHttp.client(settings.connectTimeout(), settings.timeout(),
                settings.allowPrivateAddresses(), names);
    }

    @PreDestroy
    void close() throws IOException {
        exchanges.shutdownNow();
        client.close();
    }

    @Override
    public String kind() {
        return "http";
    }

    @Override
    public ConnectorDone act(Installed connector, String move, ObjectNode arguments, TaskRun run) {
        return new ConnectorDone(post(URI.create(connector.address()), move, arguments, run), () -> {
        });
    }

    /**
     * The source's own id for what it did: its answer's {@code id}, else its {@code Location}, else null. The
     * exchange runs on a thread of its own and is waited on through the task, so cancelling the task abandons it.
     */
    String post(URI address, String move, ObjectNode arguments, TaskRun run) {
        HttpPost request = new HttpPost(address);
        request.setHeader(MOVE_HEADER, move);
        try {
            request.setEntity(new ByteArrayEntity(json.writeValueAsBytes(arguments), JSON));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Answer answer;
        try {
            answer = run.await(CompletableFuture.supplyAsync(() -> exchange(request), exchanges)
                    .orTimeout(settings.timeout().toMillis(), TimeUnit.MILLISECONDS));
        } catch (InterruptedException e) {
            request.cancel();
            Thread.currentThread().interrupt();
            throw new ConnectorFailed("the call to " + address + " was interrupted before it answered", e);
        } catch (RuntimeException e) {
            request.cancel();
            throw e instanceof UncheckedIOException unchecked ? failed(unchecked.getCause(), address) : e;
        } catch (Exception e) {
            request.cancel();
            throw failed(e, address);
        }
        int status = answer.status();
        if (status < 200 || status > 299) {
            throw new ConnectorFailed(address + " answered " + status
                    + (status >= 300 && status < 400 ? " (a redirect, which the platform never follows)" : ""));
        }
        return idIn(answer.body()).orElse(answer.location());
    }

    private Answer exchange(HttpPost request) {
        try {
            ClassicHttpResponse response = client.executeOpen(null, request, null);
            Header location = response.getFirstHeader("Location");
            byte[] body = response.getEntity() == null ? new byte[0]
                    : response.getEntity().getContent().readNBytes(MAX_ANSWER);
            EntityUtils.consumeQuietly(response.getEntity());
            return new Answer(response.getCode(), location == null ? null : location.getValue(), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            // An answer not read to its end is dropped with its connection rather than read on.
            request.cancel();
        }
    }

    private ConnectorFailed failed(Throwable thrown, URI address) {
        OutboundFailure failure = OutboundFailure.of(thrown);
        if (failure.cause() instanceof ConnectorFailed failed) {
            return failed;
        }
        return switch (failure.why()) {
            case INSIDE_THE_NETWORK -> new ConnectorFailed("the connector's host " + failure.inside().host()
                    + " is inside the platform's own network (" + failure.inside().address()
                    + "); such addresses are not called");
            case UNKNOWN_HOST -> new ConnectorFailed("the connector's host " + address.getHost() + " is not known");
            case CONNECT_TIMEOUT -> new ConnectorFailed("could not connect to " + address + " within "
                    + OutboundFailure.seconds(settings.connectTimeout()));
            case TIMEOUT -> new ConnectorFailed(address + " did not answer within "
                    + OutboundFailure.seconds(settings.timeout()));
            case REFUSED, IO -> new ConnectorFailed("could not reach " + address + failure.detail(": "));
            case OTHER -> new ConnectorFailed("the call to " + address + " did not complete", failure.cause());
        };
    }

    private Optional<String> idIn(byte[] body) {
        JsonNode answer;
        try {
            answer = json.readTree(body);
        } catch (IOException notJson) {
            // A source may answer 2xx with any body; only a JSON object with an id names what it did.
            return Optional.empty();
        }
        JsonNode id = answer == null ? null : answer.get("id");
        return id != null && (id.isTextual() || id.isNumber())
                ? Optional.of(id.asText())
                : Optional.empty();
    }

    private record Answer(int status, String location, byte[] body) {
    }
}
