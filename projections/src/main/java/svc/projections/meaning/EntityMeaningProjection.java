package svc.projections.meaning;

import com.fasterxml.jackson.databind.JsonNode;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.stereotype.Component;
import svc.command.api.FactRecorded;
import svc.projections.ProjectionsEnabled;

/**
 * The {@code entity-meanings} projection: the embedding of every entity name recorded, computed once when the name
 * enters the log rather than for thousands of entities at each lookup by meaning. It writes only the
 * {@code entity_meaning} table, and is no rebuildable projection: it is a cache filled by calling the embedder.
 */
@Component
@ProjectionsEnabled
@ProcessingGroup(EntityMeaningProjection.NAME)
public class EntityMeaningProjection {
    public static final String NAME = "entity-meanings";

    private final Embedder embedder;
    private final NameMeanings meanings;

    EntityMeaningProjection(Embedder embedder, NameMeanings meanings) {
        this.embedder = embedder;
        this.meanings = meanings;
    }

    @EventHandler
    void on(FactRecorded event) {
        if (!"entity".equals(event.kind())) {
            return;
        }
        JsonNode name = event.fields().get("name");
        if (name == null || !name.isTextual() || meanings.has(name.asText())) {
            return;
        }
        meanings.keep(name.asText(), Embedder.MODEL_NAME, embedder.vector(name.asText()));
    }

    @ResetHandler
    void reset() {
        meanings.clear();
    }
}
