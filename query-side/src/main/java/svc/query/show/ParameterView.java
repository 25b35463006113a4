package svc.query.show;

import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Parameter;
import svc.projections.fact.FactState;

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
    Map<String, String> basis(FactState state) {
        String dimension = state.fields().containsKey(Parameter.DIMENSION)
                ? ", in " + state.field(Parameter.DIMENSION).asText() : "";
        return state.field(Parameter.VALUE).isNumber()
                ? Map.of("/value", "given by a caller: the value recorded with parameter " + state.id() + dimension)
                : Map.of();
    }
}
