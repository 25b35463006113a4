package svc.query.visible;

import static svc.sql.SqlTimes.at;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.query.Awaits;
import svc.query.api.FindVisibleUnits;
import svc.query.api.VisibleUnits;

/** Reads every unit of a kind a call's scope sees, from the bitemporal rows, on a date or over a window. */
@Component
public class VisibleQueries {
    private static final String KNOWN = "tenant = ? AND kind = ? AND present = TRUE AND sys_from <= ? AND sys_to > ?";

    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    VisibleQueries(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    @QueryHandler
    @Awaits(itsKind = true)
    public VisibleUnits handle(FindVisibleUnits query) {
        List<Row> rows = query.windowFrom() == null
                ? jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + KNOWN
                                + " AND valid_from <= ? AND valid_to > ? ORDER BY unit_id", this::row,
                        query.tenant(), query.kind(), at(query.knownOn()), at(query.knownOn()),
                        at(query.trueOn()), at(query.trueOn()))
                // Rows of a unit known on one date tile its true axis, so ordered by valid_from the last one
                // overlapping the window holds the state the unit last had in it.
                : jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + KNOWN
                                + " AND valid_from < ? AND valid_to > ? ORDER BY unit_id, valid_from", this::row,
                        query.tenant(), query.kind(), at(query.knownOn()), at(query.knownOn()),
                        at(query.windowTo()), at(query.windowFrom()));
        Map<String, ObjectNode> last = new LinkedHashMap<>();
        rows.forEach(row -> last.put(row.unitId(), row.state()));
        String prefix = UnitIds.of(query.tenant(), query.kind(), "");
        return new VisibleUnits(last.entrySet().stream()
                .filter(unit -> Places.inView(unit.getValue().path("place").asText(""), query.callScope()))
                .map(unit -> new VisibleUnits.Unit(unit.getKey().substring(prefix.length()), unit.getValue()))
                .toList());
    }

    private Row row(ResultSet rs, int n) throws SQLException {
        try {
            return new Row(rs.getString(1), (ObjectNode) json.readTree(rs.getString(2)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }


    private record Row(String unitId, ObjectNode state) {
    }
}
