package svc.query.api;

import java.util.List;

/** A unit's events; empty when the unit is missing, out of view, or not yet known at the date asked. */
public record HistoryAnswer(List<HistoryEntry> entries) {
    public boolean found() {
        return !entries.isEmpty();
    }
}
