package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The entity asked about (null when unknown on the dates or out of view), its members, and whether more were cut. */
public record NeighboursAnswer(ObjectNode entity, List<Neighbour> members, boolean capReached) {
    public boolean found() {
        return entity != null;
    }
}
