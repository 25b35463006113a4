package svc.query.api;

import java.util.List;
import svc.projections.fact.FactState;

/** The entity asked about (null when unknown on the dates or out of view), its members, and whether more were cut. */
public record NeighboursAnswer(FactState entity, List<Neighbour> members, boolean capReached) {
    public boolean found() {
        return entity != null;
    }
}
