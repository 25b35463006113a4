package svc.projections.bitemporal;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.UnitIds;
import svc.sql.SqlTimes;

/** Answers what a unit was, as true on T and as known on K, from the rows {@link BitemporalStore} writes. */
public final class BitemporalReader {
    private static final String AT = "valid_from <= ? AND valid_to > ? AND sys_from <= ? AND sys_to > ? "
            + "AND present = TRUE";

    private final JdbcTemplate jdbc;
    private final UnitStates states;

    public BitemporalReader(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    /** The unit's state at (T, K), as its kind's record, or empty when it did not exist then, as far as was known. */
    public Optional<UnitState> stateAt(String unitId, Instant trueOn, Instant knownOn) {
        String kind = UnitIds.kindOf(unitId);
        return stateAt(unitId, trueOn, knownOn, text -> states.read(kind, text));
    }

    /** The unit's state at (T, K) as {@code type}, the record of the unit's kind. */
    public <S extends UnitState> Optional<S> stateAt(String unitId, Class<S> type, Instant trueOn, Instant knownOn) {
        return stateAt(unitId, trueOn, knownOn, text -> states.read(type, text));
    }

    /** The states of every unit of one kind in a tenant at (T, K), for lookups by a member the rows do not index. */
    public <S extends UnitState> List<S> statesOfKind(String tenant, String kind, Class<S> type, Instant trueOn,
            Instant knownOn) {
        return ofKind(tenant, kind, trueOn, knownOn).stream().map(text -> states.read(type, text)).toList();
    }

    private <S> Optional<S> stateAt(String unitId, Instant trueOn, Instant knownOn, Function<String, S> read) {
        List<String> found = jdbc.queryForList("SELECT state FROM bt_unit WHERE unit_id = ? AND kind = ? AND " + AT,
                String.class, unitId, UnitIds.kindOf(unitId), SqlTimes.at(trueOn), SqlTimes.at(trueOn),
                SqlTimes.at(knownOn), SqlTimes.at(knownOn));
        if (found.size() > 1) {
            throw new IllegalStateException("overlapping bitemporal rows for " + unitId);
        }
        return found.stream().findFirst().map(read);
    }

    private List<String> ofKind(String tenant, String kind, Instant trueOn, Instant knownOn) {
        return jdbc.queryForList("SELECT state FROM bt_unit WHERE tenant = ? AND kind = ? AND " + AT, String.class,
                tenant, kind, SqlTimes.at(trueOn), SqlTimes.at(trueOn), SqlTimes.at(knownOn), SqlTimes.at(knownOn));
    }
}
