package svc.gateway.app;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import svc.gateway.refusal.Refusal;

/**
 * A change called at the app (act/settle, signing out, keeping a view) is made by the platform, under a Svc-Key:
 * the caller's, or one the app gives it. A connection that drops before the platform answered is tried again under the same key, so the change
 * is applied once however many tries reached the platform. The app queues nothing: when no try gets an answer, the
 * call is refused, and the refusal names the key to repeat the change under (see docs/decisions.md).
 */
@Component
@ConditionalOnProperty("svc.app.platform")
class ChangeRelay {
    static final String KEY = "Svc-Key";

    private final PlatformClient platform;
    private final int tries;

    ChangeRelay(PlatformClient platform, AppSettings settings) {
        this.platform = platform;
        this.tries = settings.changeTries();
    }

    PlatformAnswer send(String path, Map<String, String> headers, byte[] body) {
        Map<String, String> keyed = new LinkedHashMap<>(headers);
        String key = headers.entrySet().stream().filter(h -> h.getKey().equalsIgnoreCase(KEY))
                .map(Map.Entry::getValue).findFirst().orElse(null);
        if (key == null) {
            key = "app-" + UUID.randomUUID();
            keyed.put(KEY, key);
        }
        PlatformUnreachable last = null;
        for (int i = 0; i < tries; i++) {
            try {
                return platform.post(path, keyed, body);
            } catch (PlatformUnreachable e) {
                last = e;
            }
        }
        throw Refusal.platformUnreachable("The change was not confirmed: " + last.getMessage() + " (" + tries
                + " tries). The app keeps no queue of changes; it may or may not have been applied. Repeat it "
                + "with Svc-Key: " + key + " and it is applied once.");
    }
}
