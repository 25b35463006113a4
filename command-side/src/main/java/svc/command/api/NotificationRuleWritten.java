package svc.command.api;

import java.time.Instant;
import java.util.List;

/** A notification rule was written; it holds from {@code trueFrom}. */
public record NotificationRuleWritten(
        String unitId,
        String tenant,
        String id,
        String place,
        String name,
        List<String> notices,
        String channelAddress,
        String quietHours,
        String digest,
        String writtenBy,
        Instant trueFrom) {
}
