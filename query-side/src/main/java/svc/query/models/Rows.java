package svc.query.models;

import static svc.sql.SqlTimes.at;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.projections.bitemporal.UnitState;
import svc.projections.bitemporal.UnitStates;
import svc.projections.fact.FactState;
import svc.query.api.FactRow;

/**
 * Bitemporal rows with the date their state holds from, seen from a call's scope: a unit on the scope's line (at the
 * scope, above it, as a tenant's vertical is from a brand, or below it) is in view; any other is not.
 */
@Component
class Rows {
    private static final String AT = "present = TRUE AND valid_from <= ? AND valid_to > ? AND sys_from <= ? "
            + "AND sys_to > ?";

    private final JdbcTemplate jdbc;
    private final UnitStates states;

    Rows(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    /** A plain fact of this kind and id. */
    Optional<FactRow> unit(String tenant, String kind, String id, String callScope, Instant trueOn,
            Instant knownOn) {
        return stored(tenant, kind, id, trueOn, knownOn).map(this::fact).filter(row -> onLine(row.state().place(),
                callScope));
    }

    /** The plain facts of this kind. */
    List<FactRow> ofKind(String tenant, String kind, String callScope, Instant trueOn, Instant knownOn) {
        return stored(tenant, kind, trueOn, knownOn).stream().map(this::fact)
                .filter(row -> onLine(row.state().place(), callScope))
                .toList();
    }

    /** A unit of another kind than the plain facts, as its kind's record. */
    <S extends UnitState> Optional<S> state(String tenant, String kind, Class<S> type, String id, String callScope,
            Instant trueOn, Instant knownOn) {
        return stored(tenant, kind, id, trueOn, knownOn).map(stored -> states.read(type, stored.state()))
                .filter(state -> onLine(state.place(), callScope));
    }

    /** {@link #state} for every unit of the kind. */
    <S extends UnitState> List<S> statesOfKind(String tenant, String kind, Class<S> type, String callScope,
            Instant trueOn, Instant knownOn) {
        return stored(tenant, kind, trueOn, knownOn).stream().map(stored -> states.read(type, stored.state()))
                .filter(state -> onLine(state.place(), callScope))
                .toList();
    }

    private Optional<Stored> stored(String tenant, String kind, String id, Instant trueOn, Instant knownOn) {
        List<Stored> found = jdbc.query("SELECT state, valid_from FROM bt_unit WHERE unit_id = ? AND kind = ? AND "
                + AT, (rs, n) -> new Stored(rs.getString(1), rs.getObject(2, OffsetDateTime.class).toInstant()),
                UnitIds.of(tenant, kind, id), kind, at(trueOn), at(trueOn), at(knownOn), at(knownOn));
        if (found.size() > 1) {
            throw new IllegalStateException("overlapping bitemporal rows for " + UnitIds.of(tenant, kind, id));
        }
        return found.stream().findFirst();
    }

    private List<Stored> stored(String tenant, String kind, Instant trueOn, Instant knownOn) {
        return jdbc.query("SELECT state, valid_from FROM bt_unit WHERE tenant = ? AND kind = ? AND " + AT,
                (rs, n) -> new Stored(rs.getString(1), rs.getObject(2, OffsetDateTime.class).toInstant()),
                tenant, kind, at(trueOn), at(trueOn), at(knownOn), at(knownOn));
    }

    private static boolean onLine(String place, String callScope) {
        return place != null && !place.isEmpty() && Places.inView(place, callScope);
    }

    private FactRow fact(Stored stored) {
        return new FactRow(states.read(FactState.class, stored.state()), stored.trueFrom());
    }

    private record Stored(String state, Instant trueFrom) {
    }
}
