package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.query.api.FindPendingNotices;
import svc.query.api.PendingNotices;

/**
 * Notification rules, kept by the {@code notification-rules} projection. The next notice is the next message waiting
 * in the outbox for the rule, read within the call; when none waits, the slot a notice arising on the read's true-on
 * date would get, carrying nothing yet.
 */
@Component
class NotificationRuleView implements UnitView {
    static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    private final QueryGateway queries;

    NotificationRuleView(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String bodyType() {
        return "NotificationRule";
    }

    @Override
    public Answer answer(ObjectNode state, Instant trueOn, Instant knownOn, Call call) {
        PendingNotices pending = queries.query(new FindPendingNotices(call.tenant(),
                UnitIds.of(call.tenant(), KIND, state.path("id").asText())), PendingNotices.class).join();
        return new Answer(NotificationRuleBody.of(state, NotificationRuleBody.Next.of(pending, state, trueOn)),
                basis(state));
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        DeliveryBasis.add(state, basis);
        return basis;
    }
}
