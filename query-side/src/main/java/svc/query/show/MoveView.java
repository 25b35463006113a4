package svc.query.show;

import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.move.MoveState;
import svc.query.api.Basis;

/** Moves through connectors, kept by the {@code moves} projection. */
@Component
class MoveView extends UnitView<MoveState> {
    MoveView() {
        super(MoveState.class);
    }

    @Override
    public String kind() {
        return UnitKind.MOVE.wire();
    }

    @Override
    Object body(MoveState state) {
        return MoveBody.of(state);
    }

    @Override
    Map<String, String> basis(MoveState state) {
        Map<String, String> basis = new HashMap<>();
        Basis.giveEveryNumber(state.arguments(), "/arguments",
                "given by a caller: an argument of the move, kept as the caller gave it", basis);
        return basis;
    }
}
