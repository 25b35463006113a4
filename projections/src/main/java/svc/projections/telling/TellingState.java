package svc.projections.telling;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.UnitState;
import svc.projections.delivery.Delivery;

/**
 * A Telling at one time: where it tells and about which kinds, its secret by its hint only (the sealed secret stays
 * in the log), the tries each message gets, and what deliveries did to it. The delivery's members are kept beside
 * the Telling's own, as rows have always held them.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TellingState(boolean present, String id, String tenant, String place, String address,
        List<String> kinds, String secretHint, int triesBound, @JsonUnwrapped Delivery delivery)
        implements UnitState {
    static final TellingState ABSENT = new TellingState(false, null, null, null, null, null, null, 0, Delivery.NONE);

    /** As registered: present with these members; what deliveries did before is kept. */
    TellingState registered(String id, String tenant, String place, String address, List<String> kinds,
            String secretHint, int triesBound) {
        return new TellingState(true, id, tenant, place, address, kinds, secretHint, triesBound, delivery);
    }

    TellingState delivered(Delivery delivery) {
        return new TellingState(present, id, tenant, place, address, kinds, secretHint, triesBound, delivery);
    }
}
