package svc.command.keys;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Idempotency keys ({@code svc.keys.*}). A class rather than a record: a record cannot have a component named
 * {@code wait}, and the setting's name is older than this type.
 */
@ConfigurationProperties("svc.keys")
final class KeySettings {
    private final Duration wait;

    /** @param wait how long a call waits for another call under the same key to finish before it is refused */
    KeySettings(@DefaultValue("10s") Duration wait) {
        if (wait.isNegative()) {
            throw new IllegalArgumentException("svc.keys.wait is not negative; got " + wait);
        }
        this.wait = wait;
    }

    Duration keyWait() {
        return wait;
    }
}
