package svc.projections.bitemporal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.UnitIds;
import svc.sql.SqlTimes;

/** Answers what a unit was, as true on T and as known on K, from the rows {@link BitemporalStore} writes. */
public final class BitemporalReader {
    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    public BitemporalReader(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    /** The unit's state at (T, K), or empty when it did not exist then, as far as was known then. */
    public Optional<ObjectNode> stateAt(String unitId, Instant trueOn, Instant knownOn) {
        List<String> states = jdbc.queryForList(
                "SELECT state FROM bt_unit WHERE unit_id = ? AND kind = ? AND valid_from <= ? AND valid_to > ? "
                        + "AND sys_from <= ? AND sys_to > ? AND present = TRUE",
                String.class, unitId, UnitIds.kindOf(unitId), SqlTimes.at(trueOn), SqlTimes.at(trueOn),
                SqlTimes.at(knownOn), SqlTimes.at(knownOn));
        if (states.size() > 1) {
            throw new IllegalStateException("overlapping bitemporal rows for " + unitId);
        }
        return states.stream().findFirst().map(this::read);
    }

    /** The states of every unit of one kind in a tenant at (T, K), for lookups by a member the rows do not index. */
    public List<ObjectNode> statesOfKind(String tenant, String kind, Instant trueOn, Instant knownOn) {
        return jdbc.queryForList(
                "SELECT state FROM bt_unit WHERE tenant = ? AND kind = ? AND valid_from <= ? AND valid_to > ? "
                        + "AND sys_from <= ? AND sys_to > ? AND present = TRUE",
                String.class, tenant, kind, SqlTimes.at(trueOn), SqlTimes.at(trueOn),
                SqlTimes.at(knownOn), SqlTimes.at(knownOn))
                .stream().map(this::read).toList();
    }

    private ObjectNode read(String text) {
        try {
            return (ObjectNode) json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }
}
