package svc.projections.connector;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** An installed connector's state, folded from its changes ({@link ConnectorChange}). */
public final class ConnectorFold implements Fold<ConnectorState, ConnectorChange> {
    public static final String KIND = UnitKind.CONNECTOR.wire();

    @Override
    public Class<ConnectorState> type() {
        return ConnectorState.class;
    }

    @Override
    public Class<ConnectorChange> changeType() {
        return ConnectorChange.class;
    }

    @Override
    public ConnectorState absent() {
        return ConnectorState.ABSENT;
    }
}
