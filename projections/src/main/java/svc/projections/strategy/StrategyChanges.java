package svc.projections.strategy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.projections.bitemporal.ChangePoint;

/** Strategy events as change points for the bitemporal store, each with the content as the event gives it. */
final class StrategyChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private StrategyChanges() {
    }

    static List<ChangePoint> of(StrategyDrafted event) {
        ObjectNode draft = NODES.objectNode().put("op", "draft").put("id", event.id()).put("place", event.place());
        draft.set("content", event.content());
        return List.of(new ChangePoint(event.trueFrom(), 0, draft));
    }

    static List<ChangePoint> of(StrategyChanged event) {
        ObjectNode change = NODES.objectNode().put("op", "change").put("life", event.life().wire())
                .put("version", event.version());
        change.set("content", event.content());
        return List.of(new ChangePoint(event.trueFrom(), 0, change));
    }
}
