package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
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
class NotificationRuleView implements UnitView {
    static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    private final PendingNoticeQueries pending;

    NotificationRuleView(PendingNoticeQueries pending) {
        this.pending = pending;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public Reading show(ObjectNode state, ShowUnit asked) {
        PendingNotices waiting = pending.handle(new FindPendingNotices(asked.tenant(),
                UnitIds.of(asked.tenant(), KIND, state.path("id").asText())));
        return new Reading(NotificationRuleBody.of(state, NotificationRuleBody.Next.of(waiting, state,
                asked.trueOn())), basis(state));
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        DeliveryBasis.add(state, basis);
        return basis;
    }
}
