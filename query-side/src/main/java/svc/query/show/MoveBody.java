package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The Move body: what was asked of which installed connector and where each argument came from, where the move
 * stands, the source's own id for what was done (or the reason it has none), who moved, under which task, and where.
 */
record MoveBody(String id, String installedConnector, String kindOfAction, JsonNode arguments,
        JsonNode argumentSources, String state, String sourceId, String reason, String by, String task,
        String place) {
    static MoveBody of(ObjectNode state) {
        return new MoveBody(text(state, "id"), text(state, "installed_connector"), text(state, "kind_of_action"),
                state.get("arguments"), state.get("argument_sources"), text(state, "state"), text(state, "source_id"),
                text(state, "reason"), text(state, "by"), text(state, "task"), text(state, "place"));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
