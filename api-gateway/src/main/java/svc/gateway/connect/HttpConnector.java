package svc.gateway.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import svc.gateway.work.TaskRun;

/**
 * The {@code http} connector: POSTs a move's arguments as a JSON object to the connector's address, with the move's
 * id in {@code Svc-Move} so a receiver can tell a move it has already done. Redirects are never followed: the
 * address installed is the only one the platform calls.
 */
@Component
class HttpConnector implements Connector {
    static final String MOVE_HEADER = "Svc-Move";

    private final HttpClient client;
    private final Duration timeout;
    private final ObjectMapper json = new ObjectMapper();

    HttpConnector(@Value("${svc.connectors.connect-timeout:5s}") Duration connectTimeout,
            @Value("${svc.connectors.timeout:30s}") Duration timeout) {
        this.client = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(connectTimeout)
                .build();
        this.timeout = timeout;
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
     * exchange is waited on through the task, so cancelling the task abandons it.
     */
    String post(URI address, String move, ObjectNode arguments, TaskRun run) {
        HttpResponse<byte[]> response;
        try {
            response = run.await(client.sendAsync(HttpRequest.newBuilder(address)
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header(MOVE_HEADER, move)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(arguments)))
                    .build(), HttpResponse.BodyHandlers.ofByteArray()));
        } catch (HttpConnectTimeoutException e) {
            throw new ConnectorFailed("could not connect to " + address + " within "
                    + seconds(client.connectTimeout().orElseThrow()));
        } catch (HttpTimeoutException e) {
            throw new ConnectorFailed(address + " did not answer within " + seconds(timeout));
        } catch (IOException e) {
            throw new ConnectorFailed("could not reach " + address
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConnectorFailed("the call to " + address + " was interrupted before it answered", e);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new ConnectorFailed("the call to " + address + " did not complete", e);
        }
        int status = response.statusCode();
        if (status < 200 || status > 299) {
            throw new ConnectorFailed(address + " answered " + status
                    + (status >= 300 && status < 400 ? " (a redirect, which the platform never follows)" : ""));
        }
        return idIn(response.body()).orElseGet(() -> response.headers().firstValue("Location").orElse(null));
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

    private static String seconds(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}
