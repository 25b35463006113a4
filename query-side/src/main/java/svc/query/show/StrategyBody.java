package svc.query.show;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import svc.projections.strategy.StrategyState;
import svc.query.api.Basis;

/** The Strategy body: every field of the specification's Strategy table, in its order, with the strategy's id. */
final class StrategyBody {
    private static final List<String> FIELDS = List.of("id", "name", "brands", "goals", "plays", "monitors", "moves",
            "budget", "people", "grants", "memory", "tasks", "window", "standing", "life", "version", "game", "graph",
            "simulations", "policy");

    private StrategyBody() {
    }

    static ObjectNode of(StrategyState state) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        FIELDS.forEach(field -> body.set(field, state.content().get(field)));
        // The strategy's own members, not its content's, in their places among the fields.
        return body.put("id", state.id()).put("life", state.life()).put("version", state.version());
    }

    /** The version is counted; every other number (in the budget, or inside a list) was given by a caller. */
    static Map<String, String> basis(ObjectNode body, String at) {
        Map<String, String> basis = new HashMap<>();
        Basis.giveEveryNumber(body, at, "given by a caller through act/strategy", basis);
        basis.put(at + "/version", "counted: the changes recorded for this strategy, its making included");
        return basis;
    }
}
