package svc.query;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;
import svc.projections.meaning.EntityMeaningProjection;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/**
 * Which event processor keeps each kind of unit, as the projections say of themselves (the kinds of the rows they
 * own). A process that projects nothing (the command line) knows none and so waits for none: it reads what the
 * server has written.
 */
@Component
class KindProcessors {
    private final Map<String, String> byKind;
    private final Optional<String> meanings;

    KindProcessors(List<Rebuildable> projections, Optional<EntityMeaningProjection> meanings) {
        this.meanings = meanings.map(projection -> EntityMeaningProjection.NAME);
        Map<String, String> byKind = new HashMap<>();
        for (Rebuildable projection : projections) {
            String processor = Rebuildable.nameOf(projection);
            projection.rows().stream().map(OwnedRows::unitKinds).flatMap(List::stream).forEach(kind -> {
                String other = byKind.putIfAbsent(kind, processor);
                if (other != null && !other.equals(processor)) {
                    throw new IllegalStateException(kind + " units are kept by both " + other + " and " + processor);
                }
            });
        }
        this.byKind = Map.copyOf(byKind);
    }

    /** The processor whose projection keeps units of this kind (its wire name), if this process runs it. */
    Optional<String> of(String kind) {
        return Optional.ofNullable(byKind.get(kind));
    }

    /** The processor that keeps the embeddings of entity names, if this process runs it. */
    Optional<String> ofMeanings() {
        return meanings;
    }
}
