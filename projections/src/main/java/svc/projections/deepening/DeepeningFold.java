package svc.projections.deepening;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;
import svc.projections.deepening.DeepeningState.AskedBy;
import svc.projections.deepening.DeepeningState.Embedding;
import svc.projections.deepening.DeepeningState.Fetched;

/** A deepening's state: made once, with everything it carries; nothing changes it afterwards. */
public final class DeepeningFold implements Fold<DeepeningState, JsonNode> {
    public static final String KIND = UnitKind.DEEPENING.wire();

    @Override
    public Class<DeepeningState> type() {
        return DeepeningState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public DeepeningState absent() {
        return DeepeningState.ABSENT;
    }

    @Override
    public DeepeningState apply(DeepeningState state, JsonNode op) {
        if (!op.path("op").asText().equals("make")) {
            throw new IllegalArgumentException("unknown deepening change " + op);
        }
        JsonNode askedBy = op.path("asked_by");
        return DeepeningState.made(text(op, "id"), text(op, "observation"), text(op, "depth"),
                new AskedBy(text(askedBy, "id"), text(askedBy, "kind")), text(op, "task"), text(op, "place"),
                fetched(op.path("fetched")), embedding(op.path("embedding")));
    }

    private static Fetched fetched(JsonNode fetched) {
        if (!fetched.isObject()) {
            return null;
        }
        return new Fetched(text(fetched, "address"), text(fetched, "content_type"), fetched.path("bytes").asLong(),
                text(fetched, "text"), text(fetched, "fetched_at"));
    }

    private static Embedding embedding(JsonNode embedding) {
        if (!embedding.isObject()) {
            return null;
        }
        List<Float> vector = new ArrayList<>();
        embedding.path("vector").forEach(value -> vector.add(value.floatValue()));
        return new Embedding(text(embedding, "model"), embedding.path("dimensions").asInt(), List.copyOf(vector));
    }
}
