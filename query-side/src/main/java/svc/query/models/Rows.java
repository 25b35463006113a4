package svc.query.models;

import static svc.sql.SqlTimes.at;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitIds;
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
    private final ObjectMapper json;

    Rows(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    Optional<FactRow> unit(String tenant, String kind, String id, String callScope, Instant trueOn,
            Instant knownOn) {
        List<FactRow> found = jdbc.query("SELECT state, valid_from FROM bt_unit WHERE unit_id = ? AND kind = ? AND "
                + AT, this::row, UnitIds.of(tenant, kind, id), kind, at(trueOn), at(trueOn), at(knownOn), at(knownOn));
        if (found.size() > 1) {
            throw new IllegalStateException("overlapping bitemporal rows for " + UnitIds.of(tenant, kind, id));
        }
        return found.stream().filter(row -> onLine(row, callScope)).findFirst();
    }

    List<FactRow> ofKind(String tenant, String kind, String callScope, Instant trueOn, Instant knownOn) {
        return jdbc.query("SELECT state, valid_from FROM bt_unit WHERE tenant = ? AND kind = ? AND " + AT,
                        this::row, tenant, kind, at(trueOn), at(trueOn), at(knownOn), at(knownOn)).stream()
                .filter(row -> onLine(row, callScope))
                .toList();
    }

    private static boolean onLine(FactRow row, String callScope) {
        String place = row.state().path("place").asText("");
        return !place.isEmpty() && Places.inView(place, callScope);
    }

    private FactRow row(ResultSet rs, int n) throws SQLException {
        try {
            return new FactRow((ObjectNode) json.readTree(rs.getString(1)),
                    rs.getObject(2, OffsetDateTime.class).toInstant());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }

}
