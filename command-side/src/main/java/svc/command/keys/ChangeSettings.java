package svc.command.keys;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Changes that race for one unit ({@code svc.changes.*}).
 *
 * @param conflictPatience how long a change that lost a race for its unit is tried again before it is refused
 */
@ConfigurationProperties("svc.changes")
record ChangeSettings(@DefaultValue("10s") Duration conflictPatience) {
    ChangeSettings {
        if (conflictPatience.isNegative()) {
            throw new IllegalArgumentException("svc.changes.conflict-patience is not negative; got "
                    + conflictPatience);
        }
    }
}
