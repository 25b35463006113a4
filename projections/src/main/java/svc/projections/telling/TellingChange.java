package svc.projections.telling;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;
import svc.projections.delivery.DeliveryChange;

/**
 * What a change point does to a Telling: registration states every field but the secret, of which only its hint is
 * kept; deliveries ({@link DeliveryChange}, each held unwrapped by a record here) add the calls that failed and
 * whether it was disabled.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = TellingChange.Registered.class, name = "register"),
        @JsonSubTypes.Type(value = TellingChange.CallFailed.class, name = DeliveryChange.CALL_FAILED),
        @JsonSubTypes.Type(value = TellingChange.Disabled.class, name = DeliveryChange.DISABLE)})
sealed interface TellingChange extends Change<TellingState> {
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Registered(String id, String tenant, String place, String address, String secretHint, int triesBound,
            List<String> kinds) implements TellingChange {
        @Override
        public TellingState applyTo(TellingState state) {
            return state.registered(id, tenant, place, address, kinds, secretHint, triesBound);
        }
    }

    record CallFailed(@JsonUnwrapped DeliveryChange.CallFailed call) implements TellingChange {
        @Override
        public TellingState applyTo(TellingState state) {
            return state.delivered(call.applyTo(state.delivery()));
        }
    }

    record Disabled(@JsonUnwrapped DeliveryChange.Disabled disabling) implements TellingChange {
        @Override
        public TellingState applyTo(TellingState state) {
            return state.delivered(disabling.applyTo(state.delivery()));
        }
    }
}
