package svc.workers.replica;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import svc.gateway.app.PlatformAnswer;
import svc.gateway.app.PlatformClient;
import svc.gateway.app.PlatformUnreachable;
import svc.gateway.app.Replicas;
import svc.query.api.FeedPage;

/**
 * Brings the replica of one tenant up to the platform's log before the app answers from it, through read/feed under
 * the caller's own credential: the platform's permission check decides whether this caller may read the tenant's
 * log, and a caller it refuses is never answered from the replica. One catch-up at a time per tenant. The app's
 * permission check waits for its grants projection to handle every grant event in the log, the replica's too, so a
 * grant the platform holds is never refused here for want of processing.
 */
@Component
@ConditionalOnProperty("svc.app.platform")
class Replica implements Replicas {
    private final PlatformClient platform;
    private final ReplicaLog log;
    private final ObjectMapper json = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final Map<String, Object> locks = new ConcurrentHashMap<>();

    Replica(PlatformClient platform, ReplicaLog log) {
        this.platform = platform;
        this.log = log;
    }

    @Override
    public boolean catchUp(String tenant, String authorization) throws PlatformUnreachable {
        synchronized (locks.computeIfAbsent(tenant, t -> new Object())) {
            while (true) {
                long after = log.after(tenant);
                PlatformAnswer answer = platform.post("/v1/read/feed", Map.of("Authorization", authorization,
                        "Svc-Scope", "tenant/" + tenant, "Content-Type", "application/json"),
                        ("{\"after\":" + after + "}").getBytes(StandardCharsets.UTF_8));
                if (!answer.ok()) {
                    return false;
                }
                FeedPage page = page(answer.body());
                log.keep(tenant, page);
                if (!page.more()) {
                    return true;
                }
            }
        }
    }

    private FeedPage page(byte[] card) {
        try {
            return json.treeToValue(json.readTree(card).path("body"), FeedPage.class);
        } catch (IOException e) {
            throw new IllegalStateException("the platform's feed card is not a FeedPage", e);
        }
    }
}
