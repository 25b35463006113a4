package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Units as {@link FindVisibleUnits} found them, in id order. */
public record VisibleUnits(List<Unit> units) {
    /** A unit's own id (as its facts name it) and its state. */
    public record Unit(String id, ObjectNode state) {
    }
}
