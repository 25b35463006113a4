package svc.query.api;

import java.util.List;

/** Units as read/unit shows them, in id order. */
public record ShownUnits(List<Shown> units) {
    /** One unit: its id (without tenant and kind) and its reading. */
    public record Shown(String id, Reading reading) {
    }
}
