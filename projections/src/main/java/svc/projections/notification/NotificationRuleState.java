package svc.projections.notification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.UnitState;
import svc.projections.delivery.Delivery;

/**
 * A notification rule at one time: every field it was written with, and what deliveries to a webhook channel did to
 * it. The delivery's members are kept beside the rule's own, as rows have always held them.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NotificationRuleState(boolean present, String id, String place, String name, List<String> notices,
        Channel channel, String quietHours, String digest, String writtenBy, @JsonUnwrapped Delivery delivery)
        implements UnitState {
    static final NotificationRuleState ABSENT = new NotificationRuleState(false, null, null, null, null, null, null,
            null, null, Delivery.NONE);

    /** Who is told, as given: exactly one member is set ({@code log} is then true). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Channel(String address, String email, Boolean log) {
    }

    /** As written: present with these members; what deliveries did before is kept. */
    NotificationRuleState written(String id, String place, String name, List<String> notices, Channel channel,
            String quietHours, String digest, String writtenBy) {
        return new NotificationRuleState(true, id, place, name, notices, channel, quietHours, digest, writtenBy,
                delivery);
    }

    NotificationRuleState delivered(Delivery delivery) {
        return new NotificationRuleState(present, id, place, name, notices, channel, quietHours, digest, writtenBy,
                delivery);
    }
}
