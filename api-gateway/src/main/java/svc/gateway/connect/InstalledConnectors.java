package svc.gateway.connect;

import java.time.Instant;
import java.util.Optional;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.KnownNow;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.projections.connector.ConnectorState;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/**
 * The connectors a call reaches: one installed at the call's tenant place or at its brand place, that is at a place
 * holding the call's scope, and true on the call's true-on date as known now.
 */
@Component
public class InstalledConnectors {
    private final QueryGateway queries;
    private final KnownNow knownNow;

    InstalledConnectors(QueryGateway queries, KnownNow knownNow) {
        this.queries = queries;
        this.knownNow = knownNow;
    }

    public Optional<Installed> reached(String tenant, String scope, String id, Instant trueOn) {
        // Asked from the tenant's place, as the connector may live above the call's scope; reach is decided here.
        UnitAnswer answer = queries.query(new FindUnit(UnitIds.of(tenant, UnitKind.CONNECTOR, id), "tenant/" + tenant,
                trueOn, knownNow.now()), UnitAnswer.class).join();
        return Optional.ofNullable(answer.state(ConnectorState.class))
                .filter(state -> Places.within(scope, state.place()))
                .map(state -> new Installed(state.id(), state.connectorKind(), state.actions(), state.address(),
                        state.place()));
    }
}
