package svc.command.api;

import java.time.Instant;
import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A person writes a rule saying who is told of which notices, through which channel, and how they are gathered. */
public record WriteNotificationRule(
        @TargetAggregateIdentifier String unitId,
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
