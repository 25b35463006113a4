package svc.gateway.app;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;

/** The local app's line to the platform at {@code svc.app.platform}: one POST of a route, headers as given. */
@Component
@ConditionalOnProperty("svc.app.platform")
public class PlatformClient {
    private final HttpClient http;
    private final String platform;
    private final Duration patience;

    PlatformClient(AppSettings settings) {
        String platform = settings.platform();
        this.platform = platform.endsWith("/") ? platform.substring(0, platform.length() - 1) : platform;
        this.patience = settings.platformTimeout();
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    String address() {
        return platform;
    }

    /** POSTs {@code body} to {@code path} (such as {@code /v1/read/basket}) with exactly {@code headers}. */
    public PlatformAnswer post(String path, Map<String, String> headers, byte[] body) throws PlatformUnreachable {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(platform + path)).timeout(patience)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        headers.forEach(request::header);
        try {
            HttpResponse<byte[]> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new PlatformAnswer(answer.statusCode(), answer.headers(), answer.body());
        } catch (IOException e) {
            throw new PlatformUnreachable(platform, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlatformUnreachable(platform, e);
        }
    }
}
