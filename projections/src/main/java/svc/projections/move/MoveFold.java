package svc.projections.move;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A move's state: making it states what was asked of which connector, by whom, for which task, and whether it waits
 * (proposed) or runs; it then ends done with the source's own id, failed or cancelled with a reason.
 */
public final class MoveFold implements Fold<MoveState, JsonNode> {
    public static final String KIND = UnitKind.MOVE.wire();

    @Override
    public Class<MoveState> type() {
        return MoveState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public MoveState absent() {
        return MoveState.ABSENT;
    }

    @Override
    public MoveState apply(MoveState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "make" -> state.made(text(op, "id"), text(op, "installed_connector"), text(op, "kind_of_action"),
                    op.get("arguments"), sources(op.get("argument_sources")), text(op, "state"), text(op, "by"),
                    text(op, "task"), text(op, "place"));
            case "done" -> state.done(text(op, "source_id"));
            case "fail" -> state.failed(text(op, "reason"));
            case "cancel" -> state.cancelled(text(op, "reason"));
            default -> throw new IllegalArgumentException("unknown move change " + op);
        };
    }

    private static Map<String, String> sources(JsonNode given) {
        Map<String, String> sources = new LinkedHashMap<>();
        given.properties().forEach(source -> sources.put(source.getKey(), source.getValue().asText()));
        return sources;
    }
}
