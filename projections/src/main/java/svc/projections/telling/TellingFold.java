package svc.projections.telling;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A Telling's state, folded from its changes ({@link TellingChange}). */
public final class TellingFold implements Fold<TellingState, TellingChange> {
    public static final String KIND = UnitKind.TELLING.wire();

    @Override
    public Class<TellingState> type() {
        return TellingState.class;
    }

    @Override
    public Class<TellingChange> changeType() {
        return TellingChange.class;
    }

    @Override
    public TellingState absent() {
        return TellingState.ABSENT;
    }
}
