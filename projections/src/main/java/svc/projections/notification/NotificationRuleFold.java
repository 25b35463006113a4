package svc.projections.notification;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A notification rule's state, folded from its changes ({@link NotificationRuleChange}). */
public final class NotificationRuleFold implements Fold<NotificationRuleState, NotificationRuleChange> {
    public static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    @Override
    public Class<NotificationRuleState> type() {
        return NotificationRuleState.class;
    }

    @Override
    public Class<NotificationRuleChange> changeType() {
        return NotificationRuleChange.class;
    }

    @Override
    public NotificationRuleState absent() {
        return NotificationRuleState.ABSENT;
    }
}
