package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import svc.query.api.Basis;

/**
 * How read/unit shows a plain fact: its members as recorded (with its id, kind and place), every number in it given
 * by the caller who recorded it. A kind whose numbers have another basis overrides {@link #basis}.
 */
abstract class PlainFactView implements UnitView {

    @Override
    public Object body(ObjectNode state) {
        ObjectNode body = state.deepCopy();
        body.remove("present");
        return body;
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        Basis.giveEveryNumber((ObjectNode) body(state), "", "given by a caller: recorded with the " + kind(),
                basis);
        return basis;
    }
}
