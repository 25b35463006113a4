package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import svc.command.api.FactRecorded;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;
import svc.projections.fact.FactChanges;
import svc.projections.hypothesis.HypothesisChanges;
import svc.projections.hypothesis.HypothesisFold;

/**
 * A random log of hypothesis events, or of plain facts (statements that set some members and remove others), kept
 * as small integers so that QuickTheories shrinks it well. Times are counted in ticks of {@code tickMicros} past
 * {@link #EPOCH}: with a tick of 1 µs the ±1 µs neighbours of event times are themselves
 * event times (and the time domain is checked exhaustively); with a tick of 1 s they fall strictly between them.
 *
 * @param family        whose events: hypotheses, or plain facts
 * @param tickMicros    length of one tick
 * @param firstRecorded the first event's recorded time, in ticks
 * @param units         how many units (1..3) the events are spread over
 * @param events        the events, in log order
 */
record GeneratedLog(Family family, long tickMicros, int firstRecorded, int units, List<GeneratedLog.Event> events) {
    static final Instant EPOCH = Instant.parse("2024-03-01T00:00:00Z");
    static final String TENANT = "t";
    static final String[] CLAIMS = {"churn falls", "price matters", "nobody reads the footer"};
    static final String[] PLACES = {"t/acme", "t/acme/brand/b1"};
    static final String[] ONS = {"ab test 7", "interviews", "sales q3"};
    static final String[] BY = {"ana", "bo"};

    /** The unit kinds a log is made of, each with its own events and fold. */
    enum Family {
        HYPOTHESES(HypothesisFold.KIND), FACTS("entity");

        final String kind;

        Family(String kind) {
            this.kind = kind;
        }
    }

    /**
     * One event: a recording (with an optional end {@code endAfter} ticks later) or a settling.
     *
     * @param step recorded time minus the previous event's, in ticks; 0 puts the event in the previous one's batch
     */
    record Event(int unit, boolean settle, int valid, int endAfter, int claim, int place, int standing, int on,
            int by, int step) {
    }

    String unitId(int unit) {
        return TENANT + "/" + family.kind + "/h" + (unit + 1);
    }

    List<String> unitIds() {
        List<String> ids = new ArrayList<>();
        for (int u = 0; u < units; u++) {
            ids.add(unitId(u));
        }
        return ids;
    }

    Instant at(long ticks) {
        return EPOCH.plus(ticks * tickMicros, ChronoUnit.MICROS);
    }

    /** The log as the store sees it: per-unit stream positions from 0, recorded times non-decreasing. */
    List<UnitChange> changes() {
        List<UnitChange> changes = new ArrayList<>();
        long[] seq = new long[units];
        long recorded = firstRecorded;
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            if (i > 0) {
                recorded += e.step();
            }
            int unit = e.unit() % units;
            String unitId = unitId(unit);
            List<ChangePoint> points;
            if (family == Family.FACTS) {
                points = FactChanges.of(factOf(e, unit, unitId));
            } else if (e.settle()) {
                points = HypothesisChanges.of(new HypothesisSettled(unitId, Standing.values()[e.standing()],
                        ONS[e.on()], BY[e.by()], at(e.valid())));
            } else {
                points = HypothesisChanges.of(new HypothesisRecorded(unitId, TENANT, "h" + (unit + 1),
                        PLACES[e.place()], CLAIMS[e.claim()], at(e.valid()),
                        e.endAfter() == 0 ? null : at(e.valid() + e.endAfter())));
            }
            changes.add(new UnitChange(unitId, family.kind, TENANT, seq[unit]++, at(recorded), points));
        }
        return changes;
    }

    /** A full statement of a fact, or (for a "settle" event) one that sets one member and removes another. */
    private FactRecorded factOf(Event e, int unit, String unitId) {
        ObjectNode fields = JsonNodeFactory.instance.objectNode();
        if (e.settle()) {
            fields.put("standing", ONS[e.on()]);
            if (e.standing() == 0) {
                fields.putNull("claim");
            }
        } else {
            fields.put("claim", CLAIMS[e.claim()]).put("by", BY[e.by()]);
        }
        return new FactRecorded(unitId, TENANT, family.kind, "h" + (unit + 1), PLACES[e.place()], fields,
                at(e.valid()), e.endAfter() == 0 ? null : at(e.valid() + e.endAfter()));
    }

    @Override
    public String toString() {
        return "GeneratedLog[" + family + ", tick=" + tickMicros + "µs, units=" + units + "]\n" + changes().stream()
                .map(GeneratedLog::describe)
                .collect(Collectors.joining("\n"));
    }

    static String describe(UnitChange c) {
        return "  " + c.unitId() + " seq=" + c.seq() + " recorded=" + c.recorded() + " " + c.points().stream()
                .map(p -> p.valid() + "/" + p.sub() + " " + p.op())
                .collect(Collectors.joining(", "));
    }
}
