package svc.query.show;

import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.projections.notification.NotificationRuleState;
import svc.query.api.FindPendingNotices;
import svc.query.api.PendingNotices;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;
import svc.query.notice.PendingNoticeQueries;

/**
 * Notification rules, kept by the {@code notification-rules} projection. The next notice is the next message waiting
 * in the outbox for the rule, read within the call; when none waits, the slot a notice arising on the read's true-on
 * date would get, carrying nothing yet.
 */
@Component
class NotificationRuleView extends UnitView<NotificationRuleState> {
    static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    private final PendingNoticeQueries pending;

    NotificationRuleView(PendingNoticeQueries pending) {
        super(NotificationRuleState.class);
        this.pending = pending;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    Reading show(NotificationRuleState state, ShowUnit asked) {
        PendingNotices waiting = pending.handle(new FindPendingNotices(asked.tenant(),
                UnitIds.of(asked.tenant(), KIND, state.id())));
        return new Reading(NotificationRuleBody.of(state, NotificationRuleBody.Next.of(waiting, state,
                asked.trueOn())), basis(state));
    }

    @Override
    Map<String, String> basis(NotificationRuleState state) {
        Map<String, String> basis = new HashMap<>();
        DeliveryBasis.add(state.delivery(), basis);
        return basis;
    }
}
