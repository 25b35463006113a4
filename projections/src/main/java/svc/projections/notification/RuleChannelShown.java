package svc.projections.notification;

import svc.command.api.ChannelKinds;
import svc.command.api.NotificationRuleWritten;
import svc.projections.notification.NotificationRuleState.Channel;

/** A rule's channel as it was given: {@code {"address": ..}}, {@code {"email": ..}} or {@code {"log": true}}. */
final class RuleChannelShown {
    private RuleChannelShown() {
    }

    static Channel of(NotificationRuleWritten event) {
        return switch (ChannelKinds.of(event.channelKind())) {
            case ChannelKinds.EMAIL -> new Channel(null, event.channelAddress(), null);
            case ChannelKinds.LOG -> new Channel(null, null, true);
            default -> new Channel(event.channelAddress(), null, null);
        };
    }
}
