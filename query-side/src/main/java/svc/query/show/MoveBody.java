package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.projections.move.MoveState;

/**
 * The Move body: what was asked of which installed connector and where each argument came from, where the move
 * stands, the source's own id for what was done (or the reason it has none), who moved, under which task, and where.
 */
record MoveBody(String id, String installedConnector, String kindOfAction, JsonNode arguments,
        JsonNode argumentSources, String state, String sourceId, String reason, String by, String task,
        String place) {
    static MoveBody of(MoveState state) {
        ObjectNode sources = JsonNodeFactory.instance.objectNode();
        state.argumentSources().forEach(sources::put);
        return new MoveBody(state.id(), state.installedConnector(), state.kindOfAction(), state.arguments(), sources,
                state.state(), state.sourceId(), state.reason(), state.by(), state.task(), state.place());
    }
}
