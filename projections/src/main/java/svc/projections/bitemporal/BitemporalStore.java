package svc.projections.bitemporal;

import static svc.projections.rows.SqlTimes.at;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Writes the bitemporal rows of units ({@code bt_unit}) from their change points ({@code bt_change}), with the
 * correction algorithm of the bitemporal notes: rows are never edited except to close them in system time; a change
 * at valid time v closes every current row that ends after v, re-inserts the untouched part of the row covering v
 * (the left remnant), and re-folds every later change point (the cascade). Changes must arrive in log order per
 * unit; a change already applied is skipped, so replays and stolen segments do no harm.
 */
public final class BitemporalStore {
    private final JdbcTemplate jdbc;
    private final Map<String, Fold> folds;
    private final ObjectMapper json;

    public BitemporalStore(JdbcTemplate jdbc, Map<String, Fold> folds, ObjectMapper json) {
        this.jdbc = jdbc;
        this.folds = folds;
        this.json = json;
    }

    public void apply(UnitChange raw) {
        // The columns keep microseconds (and round finer instants); compare and store the same values in Java.
        UnitChange change = new UnitChange(raw.unitId(), raw.kind(), raw.tenant(), raw.seq(), micros(raw.recorded()),
                raw.points().stream().map(p -> new ChangePoint(micros(p.valid()), p.sub(), p.op())).toList());
        Fold fold = folds.get(change.kind());
        if (fold == null) {
            throw new IllegalArgumentException("no fold for unit kind " + change.kind());
        }
        Integer seen = jdbc.queryForObject("SELECT COUNT(*) FROM bt_change WHERE unit_id = ? AND seq = ?",
                Integer.class, change.unitId(), change.seq());
        if (seen != null && seen > 0) {
            return;
        }
        for (ChangePoint point : change.points()) {
            applyPoint(change, point, fold);
        }
    }

    private void applyPoint(UnitChange change, ChangePoint point, Fold fold) {
        OffsetDateTime v = at(point.valid());
        OffsetDateTime r = at(change.recorded());
        jdbc.update("INSERT INTO bt_change (unit_id, kind, tenant, seq, sub, valid, recorded, op) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                change.unitId(), change.kind(), change.tenant(), change.seq(), point.sub(), v, r,
                write(point.op()));

        List<Row> current = jdbc.query(
                "SELECT valid_from, valid_to, sys_from, state FROM bt_unit "
                        + "WHERE unit_id = ? AND sys_to = ? AND valid_to > ? ORDER BY valid_from",
                (rs, i) -> new Row(rs.getObject(1, OffsetDateTime.class).toInstant(),
                        rs.getObject(2, OffsetDateTime.class).toInstant(),
                        rs.getObject(3, OffsetDateTime.class).toInstant(),
                        read(rs.getString(4))),
                change.unitId(), Eot.VALUE, v);
        Row anchor = current.stream().filter(row -> !row.validFrom().isAfter(point.valid())).findFirst().orElse(null);

        ObjectNode state = fold.apply(anchor == null ? initial() : anchor.state(), point.op());
        List<Segment> segments = new ArrayList<>();
        Instant start = point.valid();
        for (Later group : later(change.unitId(), v)) {
            if (group.valid().isAfter(start)) {
                segments.add(new Segment(start, group.valid(), state));
                start = group.valid();
            }
            state = fold.apply(state, group.op());
        }
        segments.add(new Segment(start, Eot.INSTANT, state));

        for (Row row : current) {
            if (row.sysFrom().equals(change.recorded())) {
                jdbc.update("DELETE FROM bt_unit WHERE unit_id = ? AND valid_from = ? AND sys_from = ?",
                        change.unitId(), at(row.validFrom()), r);
            } else {
                jdbc.update("UPDATE bt_unit SET sys_to = ?, closed_seq = ? "
                                + "WHERE unit_id = ? AND valid_from = ? AND sys_from = ?",
                        r, change.seq(), change.unitId(), at(row.validFrom()), at(row.sysFrom()));
            }
        }
        if (anchor != null && anchor.validFrom().isBefore(point.valid())) {
            insert(change, new Segment(anchor.validFrom(), point.valid(), anchor.state()));
        }
        for (Segment segment : segments) {
            insert(change, segment);
        }
    }

    /** Every change point of the unit after v, oldest valid time first, ties in log order. */
    private List<Later> later(String unitId, OffsetDateTime v) {
        return jdbc.query("SELECT valid, op FROM bt_change WHERE unit_id = ? AND valid > ? ORDER BY valid, seq, sub",
                (rs, i) -> new Later(rs.getObject(1, OffsetDateTime.class).toInstant(), read(rs.getString(2))),
                unitId, v);
    }

    private void insert(UnitChange change, Segment segment) {
        JsonNode place = segment.state().get("place");
        jdbc.update("INSERT INTO bt_unit (unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, "
                        + "created_seq, present, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                change.unitId(), change.kind(), change.tenant(), place == null ? null : place.asText(),
                at(segment.from()), at(segment.to()), at(change.recorded()), Eot.VALUE, change.seq(),
                segment.state().path("present").asBoolean(false), write(segment.state()));
    }

    public static ObjectNode initial() {
        ObjectNode state = new ObjectMapper().createObjectNode();
        state.put("present", false);
        return state;
    }

    private static Instant micros(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }


    private String write(JsonNode node) {
        try {
            return json.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("state cannot be written as JSON", e);
        }
    }

    private ObjectNode read(String text) {
        try {
            return (ObjectNode) json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }

    private record Row(Instant validFrom, Instant validTo, Instant sysFrom, ObjectNode state) {
    }

    private record Segment(Instant from, Instant to, ObjectNode state) {
    }

    private record Later(Instant valid, ObjectNode op) {
    }
}
