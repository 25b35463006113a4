package svc.query.measures;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;
import svc.projections.fact.FactChange;
import svc.projections.fact.FactFields.Parameter;
import svc.projections.fact.FactState;
import svc.query.Awaits;
import svc.query.api.FindParameter;
import svc.query.api.ParameterAnswer;
import svc.sql.SqlTimes;

/**
 * Finds the nearest parameter of a name from the bitemporal rows of the {@code facts} projection, and counts its
 * versions from its change points.
 */
@Component
class ParameterQueries {
    private final JdbcTemplate jdbc;
    private final UnitStates states;

    ParameterQueries(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    @QueryHandler
    @Awaits(UnitKind.PARAMETER)
    ParameterAnswer handle(FindParameter query) {
        Object trueOn = SqlTimes.at(query.trueOn());
        Object knownOn = SqlTimes.at(query.knownOn());
        String places = String.join(", ", Collections.nCopies(query.places().size(), "?"));
        List<Object> arguments = new ArrayList<>(List.of(query.tenant(), trueOn, trueOn, knownOn, knownOn));
        arguments.addAll(query.places());
        List<Found> found = jdbc.query("SELECT unit_id, valid_from, state FROM bt_unit WHERE tenant = ? "
                        + "AND kind = 'parameter' AND present = TRUE AND valid_from <= ? AND valid_to > ? "
                        + "AND sys_from <= ? AND sys_to > ? AND place IN (" + places + ")",
                (rs, n) -> new Found(rs.getString(1), rs.getObject(2, OffsetDateTime.class).toInstant(),
                        states.read(FactState.class, rs.getString(3))),
                arguments.toArray());
        // The nearest place wins; two of one name at one place: the one whose version in force is the latest wins.
        return found.stream()
                .filter(parameter -> query.name().equals(parameter.state().field(Parameter.NAME).asText()))
                .min(Comparator.comparingInt((Found parameter) -> query.places().indexOf(parameter.state().place()))
                        .thenComparing(Found::trueFrom, Comparator.reverseOrder())
                        .thenComparing(Found::unitId))
                .map(parameter -> new ParameterAnswer(parameter.state(), parameter.trueFrom(),
                        versions(parameter.unitId(), trueOn, knownOn)))
                .orElse(ParameterAnswer.none());
    }

    /** Statements of the parameter known on the known-on date that are true from on or before the true-on date. */
    private int versions(String unitId, Object trueOn, Object knownOn) {
        String kind = UnitIds.kindOf(unitId);
        return (int) jdbc.queryForList("SELECT op FROM bt_change WHERE unit_id = ? AND kind = ? AND recorded <= ? "
                        + "AND valid <= ?", String.class, unitId, kind, knownOn, trueOn).stream()
                .filter(op -> states.readChange(kind, op) instanceof FactChange.Stated)
                .count();
    }


    private record Found(String unitId, Instant trueFrom, FactState state) {
    }
}
