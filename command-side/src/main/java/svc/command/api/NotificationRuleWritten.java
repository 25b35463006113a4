package svc.command.api;

import java.time.Instant;
import java.util.List;

/**
 * A notification rule was written; it holds from {@code trueFrom}. {@code channelKind} is {@code webhook} (the
 * address is a URL), {@code email} (an e-mail address) or {@code log} (no address); events written before channels
 * had kinds carry none and mean {@code webhook}.
 */
public record NotificationRuleWritten(
        String unitId,
        String tenant,
        String id,
        String place,
        String name,
        List<String> notices,
        String channelKind,
        String channelAddress,
        String quietHours,
        String digest,
        String writtenBy,
        Instant trueFrom) {
}
