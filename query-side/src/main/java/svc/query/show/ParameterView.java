package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/**
 * Parameters as read/unit shows one unit: its name, value and dimension as recorded. read/parameter answers the
 * nearest parameter of a name, with its version and where it came from.
 */
@Component
class ParameterView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.PARAMETER.wire();
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        return state.path("value").isNumber()
                ? Map.of("/value", "given by a caller: the value recorded with parameter " + state.path("id").asText()
                        + (state.hasNonNull("dimension") ? ", in " + state.get("dimension").asText() : ""))
                : Map.of();
    }
}
