package svc.projections.notification;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.ChannelKinds;
import svc.command.api.NotificationRuleWritten;

/** A rule's channel as it was given: {@code {"address": ..}}, {@code {"email": ..}} or {@code {"log": true}}. */
final class RuleChannelShown {
    private RuleChannelShown() {
    }

    static ObjectNode of(NotificationRuleWritten event) {
        ObjectNode channel = JsonNodeFactory.instance.objectNode();
        return switch (ChannelKinds.of(event.channelKind())) {
            case ChannelKinds.EMAIL -> channel.put("email", event.channelAddress());
            case ChannelKinds.LOG -> channel.put("log", true);
            default -> channel.put("address", event.channelAddress());
        };
    }
}
