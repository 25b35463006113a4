package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.springframework.stereotype.Component;

/** Notification rules, kept by the {@code notification-rules} projection; the next notice follows the read's date. */
@Component
class NotificationRuleView implements UnitView {
    @Override
    public String kind() {
        return "notification_rule";
    }

    @Override
    public String processor() {
        return "notification-rules";
    }

    @Override
    public String bodyType() {
        return "NotificationRule";
    }

    @Override
    public Object body(ObjectNode state, Instant trueOn) {
        return NotificationRuleBody.of(state, trueOn);
    }
}
