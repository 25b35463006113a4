package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import svc.projections.fact.FactState;
import svc.query.api.Basis;

/**
 * How read/unit shows a plain fact: its members as recorded (with its id, kind and place), every number in it given
 * by the caller who recorded it. A kind whose numbers have another basis overrides {@link #basis}.
 */
abstract class PlainFactView extends UnitView<FactState> {
    PlainFactView() {
        super(FactState.class);
    }

    @Override
    Object body(FactState state) {
        return state.recorded();
    }

    @Override
    Map<String, String> basis(FactState state) {
        Map<String, String> basis = new HashMap<>();
        Basis.giveEveryNumber((ObjectNode) body(state), "", "given by a caller: recorded with the " + kind(),
                basis);
        return basis;
    }
}
