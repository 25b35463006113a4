package svc.projections.connector;

import java.util.List;
import svc.command.api.ConnectorInstalled;
import svc.projections.bitemporal.ChangePoint;

/** Connector events as change points for the bitemporal store. */
final class ConnectorChanges {
    private ConnectorChanges() {
    }

    static List<ChangePoint> of(ConnectorInstalled event) {
        return ChangePoint.trueFromTo(event.trueFrom(), new ConnectorChange.Installed(event.id(),
                event.connectorKind(), event.address(), event.place(), event.actions()), event.trueTo(),
                new ConnectorChange.Ended());
    }
}
