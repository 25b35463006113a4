package svc.projections.bitemporal;

import java.time.Instant;
import java.util.List;

/**
 * An event as a bitemporal projection sees it: which unit it changes, its position in that unit's stream
 * ({@code seq}), the time the record took it ({@code recorded}), and its change points.
 */
public record UnitChange(String unitId, String kind, String tenant, long seq, Instant recorded,
        List<ChangePoint> points) {
}
