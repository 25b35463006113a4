package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.Basis;

/** Moves through connectors, kept by the {@code moves} projection. */
@Component
class MoveView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.MOVE.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return MoveBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        Basis.giveEveryNumber(state.path("arguments"), "/arguments",
                "given by a caller: an argument of the move, kept as the caller gave it", basis);
        return basis;
    }
}
