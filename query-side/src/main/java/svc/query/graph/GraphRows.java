package svc.query.graph;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.fact.FactState;

/**
 * Entities and connections as true on one date and known on another, on the line of the call's scope: at it, above
 * it (its brand, its tenant) or below it. Graph routes are asked from a strategy, while entities and connections
 * live at a tenant or a brand, so "within the scope" alone would show a strategy nothing; another brand's units
 * are off the line and stay unseen.
 */
@Component
class GraphRows {
    private final BitemporalReader reader;

    GraphRows(BitemporalReader reader) {
        this.reader = reader;
    }

    List<FactState> entities(String tenant, String scope, Instant trueOn, Instant knownOn) {
        return ofKind(tenant, UnitKind.ENTITY.wire(), scope, trueOn, knownOn);
    }

    List<FactState> connections(String tenant, String scope, Instant trueOn, Instant knownOn) {
        return ofKind(tenant, UnitKind.CONNECTION.wire(), scope, trueOn, knownOn);
    }

    Optional<FactState> entity(String tenant, String scope, String id, Instant trueOn, Instant knownOn) {
        return reader.stateAt(UnitIds.of(tenant, UnitKind.ENTITY, id), FactState.class, trueOn, knownOn)
                .filter(state -> onLine(state, scope));
    }

    private List<FactState> ofKind(String tenant, String kind, String scope, Instant trueOn, Instant knownOn) {
        return reader.statesOfKind(tenant, kind, FactState.class, trueOn, knownOn).stream()
                .filter(state -> onLine(state, scope))
                .toList();
    }

    private static boolean onLine(FactState state, String scope) {
        return Places.inView(state.place() == null ? "" : state.place(), scope);
    }
}
