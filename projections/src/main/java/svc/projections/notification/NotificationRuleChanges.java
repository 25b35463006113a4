package svc.projections.notification;

import java.util.List;
import svc.command.api.NotificationRuleCallFailed;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.delivery.DeliveryChanges;

/** A rule's events as its changes. */
final class NotificationRuleChanges {
    private NotificationRuleChanges() {
    }

    static List<ChangePoint> of(NotificationRuleWritten event) {
        return List.of(new ChangePoint(event.trueFrom(), 0, new NotificationRuleChange.Written(event.id(),
                event.place(), event.name(), event.quietHours(), event.digest(), event.writtenBy(), event.notices(),
                RuleChannelShown.of(event))));
    }

    static NotificationRuleChange callFailed(NotificationRuleCallFailed event) {
        return new NotificationRuleChange.CallFailed(DeliveryChanges.callFailed(event.call()));
    }

    static NotificationRuleChange disabled(NotificationRuleDisabled event) {
        return new NotificationRuleChange.Disabled(DeliveryChanges.disable(event.reason(), event.at()));
    }
}
