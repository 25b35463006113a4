package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.TellingBody;

/** Tellings, kept by the {@code tellings} projection. */
@Component
class TellingView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.TELLING.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return TellingBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        basis.put("/tries_bound", "as registered: the tries each message gets before it is given up (given "
                + "at registration, " + TellingBody.DEFAULT_TRIES + " when not given)");
        DeliveryBasis.add(state, basis);
        return basis;
    }
}
