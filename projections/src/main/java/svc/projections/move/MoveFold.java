package svc.projections.move;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A move's state, folded from its changes ({@link MoveChange}). */
public final class MoveFold implements Fold<MoveState, MoveChange> {
    public static final String KIND = UnitKind.MOVE.wire();

    @Override
    public Class<MoveState> type() {
        return MoveState.class;
    }

    @Override
    public Class<MoveChange> changeType() {
        return MoveChange.class;
    }

    @Override
    public MoveState absent() {
        return MoveState.ABSENT;
    }
}
