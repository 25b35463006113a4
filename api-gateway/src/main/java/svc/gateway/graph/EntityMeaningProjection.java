package svc.gateway.graph;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.stereotype.Component;
import svc.command.api.FactRecorded;
import svc.gateway.deepen.Embedder;
import svc.projections.ProjectionsEnabled;
import svc.projections.meaning.NameMeanings;

/**
 * The {@code entity-meanings} projection: the embedding of every entity name recorded, computed once when the name
 * enters the log rather than for thousands of entities at each lookup by meaning. It lives beside the embedder, which
 * is the gateway's, and writes only the {@code entity_meaning} table.
 */
@Component
@ProjectionsEnabled
@ProcessingGroup(EntityMeaningProjection.NAME)
class EntityMeaningProjection {
    static final String NAME = "entity-meanings";

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
        List<Float> vector = embedder.embed(name.asText()).vector();
        float[] values = new float[vector.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = vector.get(i);
        }
        meanings.keep(name.asText(), Embedder.MODEL_NAME, values);
    }

    @ResetHandler
    void reset() {
        meanings.clear();
    }
}
