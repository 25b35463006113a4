package svc.ops;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.UnitIds;
import svc.projections.bitemporal.UnitState;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.api.FindHistory;
import svc.query.api.FindUnit;
import svc.query.api.HistoryAnswer;
import svc.query.api.HistoryEntry;
import svc.query.api.UnitAnswer;

/**
 * What changed in what the record said about one unit between two known-on dates: the events recorded after the
 * first and by the second, and the unit's state as true on one date and known on each, with the members that
 * differ. Asked through the queries read/history and read/unit ask, in the unit's tenant's row scope.
 */
record UnitDiff(String unit, Instant trueOn, Instant knownBefore, Instant knownAfter, List<HistoryEntry> events,
        ObjectNode before, ObjectNode after, List<MemberChange> changes) {
    /** A state's JSON is what its record's annotations make it, the same as the rows hold. */
    private static final ObjectMapper STATES = new ObjectMapper();

    static UnitDiff between(QueryGateway queries, TransactionTemplate transactions, String unitId,
            Instant knownBefore, Instant knownAfter, Instant trueOn) {
        String tenant = UnitIds.tenantOf(unitId);
        String scope = "tenant/" + tenant;
        return RowScopes.within(RowScope.tenant(tenant), () -> transactions.execute(status -> {
            List<HistoryEntry> known = queries.query(new FindHistory(unitId, scope, knownAfter),
                    HistoryAnswer.class).join().entries();
            ObjectNode before = tree(queries.query(new FindUnit(unitId, scope, trueOn, knownBefore),
                    UnitAnswer.class).join().state());
            ObjectNode after = tree(queries.query(new FindUnit(unitId, scope, trueOn, knownAfter),
                    UnitAnswer.class).join().state());
            return new UnitDiff(unitId, trueOn, knownBefore, knownAfter, recordedWithin(known, knownBefore),
                    before, after, StateDiff.of(before, after));
        }));
    }

    private static ObjectNode tree(UnitState state) {
        return state == null ? null : STATES.valueToTree(state);
    }

    /** The events of a history known on the later date that were not yet known on {@code knownBefore}. */
    static List<HistoryEntry> recordedWithin(List<HistoryEntry> knownAfter, Instant knownBefore) {
        return knownAfter.stream().filter(entry -> entry.knownOn().isAfter(knownBefore)).toList();
    }
}
