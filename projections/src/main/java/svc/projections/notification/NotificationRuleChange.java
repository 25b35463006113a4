package svc.projections.notification;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;
import svc.projections.delivery.DeliveryChange;
import svc.projections.notification.NotificationRuleState.Channel;

/**
 * What a change point does to a notification rule: writing states every field it was written with; deliveries
 * ({@link DeliveryChange}, each held unwrapped by a record here) add the calls that failed and whether it was
 * disabled.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = NotificationRuleChange.Written.class, name = "write"),
        @JsonSubTypes.Type(value = NotificationRuleChange.CallFailed.class, name = DeliveryChange.CALL_FAILED),
        @JsonSubTypes.Type(value = NotificationRuleChange.Disabled.class, name = DeliveryChange.DISABLE)})
sealed interface NotificationRuleChange extends Change<NotificationRuleState> {
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Written(String id, String place, String name, String quietHours, String digest, String writtenBy,
            List<String> notices, Channel channel) implements NotificationRuleChange {
        @Override
        public NotificationRuleState applyTo(NotificationRuleState state) {
            return state.written(id, place, name, notices, channel, quietHours, digest, writtenBy);
        }
    }

    record CallFailed(@JsonUnwrapped DeliveryChange.CallFailed call) implements NotificationRuleChange {
        @Override
        public NotificationRuleState applyTo(NotificationRuleState state) {
            return state.delivered(call.applyTo(state.delivery()));
        }
    }

    record Disabled(@JsonUnwrapped DeliveryChange.Disabled disabling) implements NotificationRuleChange {
        @Override
        public NotificationRuleState applyTo(NotificationRuleState state) {
            return state.delivered(disabling.applyTo(state.delivery()));
        }
    }
}
