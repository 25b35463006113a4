package svc.query.visible;

import static svc.sql.SqlTimes.at;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.projections.bitemporal.UnitStates;
import svc.query.Awaits;
import svc.query.api.FindVisibleUnits;
import svc.query.api.VisibleUnits;

/** Reads every unit of a kind a call's scope sees, from the bitemporal rows, on a date or over a window. */
@Component
public class VisibleQueries {
    private static final String KNOWN = "tenant = ? AND kind = ? AND present = TRUE AND sys_from <= ? AND sys_to > ?";

    private final JdbcTemplate jdbc;
    private final UnitStates states;

    VisibleQueries(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    @QueryHandler
    @Awaits(itsKind = true)
    public VisibleUnits handle(FindVisibleUnits query) {
        List<Row> rows = query.windowFrom() == null
                ? jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + KNOWN
                                + " AND valid_from <= ? AND valid_to > ? ORDER BY unit_id", Row::of,
                        query.tenant(), query.kind(), at(query.knownOn()), at(query.knownOn()),
                        at(query.trueOn()), at(query.trueOn()))
                // Rows of a unit known on one date tile its true axis, so ordered by valid_from the last one
                // overlapping the window holds the state the unit last had in it.
                : jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + KNOWN
                                + " AND valid_from < ? AND valid_to > ? ORDER BY unit_id, valid_from", Row::of,
                        query.tenant(), query.kind(), at(query.knownOn()), at(query.knownOn()),
                        at(query.windowTo()), at(query.windowFrom()));
        // Only the last row of each unit is read into its record.
        Map<String, String> last = new LinkedHashMap<>();
        rows.forEach(row -> last.put(row.unitId(), row.state()));
        String prefix = UnitIds.of(query.tenant(), query.kind(), "");
        return new VisibleUnits(last.entrySet().stream()
                .map(unit -> new VisibleUnits.Unit(unit.getKey().substring(prefix.length()),
                        states.read(query.kind(), unit.getValue())))
                .filter(unit -> Places.inView(Objects.requireNonNullElse(unit.state().place(), ""),
                        query.callScope()))
                .toList());
    }

    private record Row(String unitId, String state) {
        static Row of(ResultSet rs, int n) throws SQLException {
            return new Row(rs.getString(1), rs.getString(2));
        }
    }
}
