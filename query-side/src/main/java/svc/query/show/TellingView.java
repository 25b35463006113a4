package svc.query.show;

import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.telling.TellingState;
import svc.query.api.TellingBody;

/** Tellings, kept by the {@code tellings} projection. */
@Component
class TellingView extends UnitView<TellingState> {
    TellingView() {
        super(TellingState.class);
    }

    @Override
    public String kind() {
        return UnitKind.TELLING.wire();
    }

    @Override
    Object body(TellingState state) {
        return TellingBody.of(state);
    }

    @Override
    Map<String, String> basis(TellingState state) {
        Map<String, String> basis = new HashMap<>();
        basis.put("/tries_bound", "as registered: the tries each message gets before it is given up (given "
                + "at registration, " + TellingBody.DEFAULT_TRIES + " when not given)");
        DeliveryBasis.add(state.delivery(), basis);
        return basis;
    }
}
