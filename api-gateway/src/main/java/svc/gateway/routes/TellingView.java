package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.gateway.card.Basis;

/** Tellings, kept by the {@code tellings} projection. */
@Component
class TellingView implements UnitView {
    @Override
    public String kind() {
        return "telling";
    }

    @Override
    public String processor() {
        return "tellings";
    }

    @Override
    public String bodyType() {
        return "Telling";
    }

    @Override
    public Object body(ObjectNode state) {
        return TellingBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        basis.put("/tries_bound", "as registered: the tries each message gets before it is given up (given "
                + "at registration, " + TellingReader.DEFAULT_TRIES + " when not given)");
        basis.put("/failed_call_count", "counted: every call to the address that did not deliver, as the "
                + "deliverer recorded it in the log");
        if (state.has("failed_calls")) {
            Basis.giveEveryNumber(state.get("failed_calls"), "/failed_calls", "as the deliverer recorded the call: "
                    + "which try of its message it was, and the HTTP status the address answered", basis);
        }
        return basis;
    }
}
