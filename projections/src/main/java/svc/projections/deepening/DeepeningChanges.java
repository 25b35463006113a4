package svc.projections.deepening;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.projections.bitemporal.ChangePoint;

/** Deepening events as change points for the bitemporal store. */
final class DeepeningChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private DeepeningChanges() {
    }

    static List<ChangePoint> of(DeepeningMade event) {
        ObjectNode make = NODES.objectNode().put("op", "make").put("id", event.id())
                .put("observation", event.observation()).put("depth", event.depth()).put("task", event.task())
                .put("place", event.place());
        make.putObject("asked_by").put("id", event.askedBy().id()).put("kind", event.askedBy().kind());
        make.set("fetched", fetched(event.fetched()));
        make.set("embedding", embedding(event.embedding()));
        return List.of(new ChangePoint(event.trueFrom(), 0, make));
    }

    private static ObjectNode fetched(Fetched fetched) {
        if (fetched == null) {
            return null;
        }
        return NODES.objectNode().put("address", fetched.address()).put("content_type", fetched.contentType())
                .put("bytes", fetched.bytes()).put("text", fetched.text())
                .put("fetched_at", fetched.fetchedAt().toString());
    }

    private static ObjectNode embedding(Embedding embedding) {
        if (embedding == null) {
            return null;
        }
        ObjectNode node = NODES.objectNode().put("model", embedding.model()).put("dimensions", embedding.dimensions());
        ArrayNode vector = node.putArray("vector");
        embedding.vector().forEach(vector::add);
        return node;
    }
}
