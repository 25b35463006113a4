package svc.gateway.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import svc.projections.fact.FactFields.SavedView;
import svc.projections.fact.FactState;
import svc.query.api.Basis;

/**
 * A kept view as every form of SavedViewAnswer shows it: its id, its definition and the strategy it was kept at;
 * with the call that reads its rows ({@code caller}: route, scope and input), so a client holding the view can ask
 * for them without knowing the route's input.
 */
final class ViewShown {
    static final List<String> DEFINITION = List.of(SavedView.NAME, SavedView.UNIT_KIND, SavedView.PREDICATE,
            SavedView.COLUMNS);
    private static final String ROUTE = "ask/saved_view";

    private ViewShown() {
    }

    /** A view from the members a caller gave to keep it. */
    static ObjectNode of(String id, JsonNode definition, String place) {
        ObjectNode shown = JsonNodeFactory.instance.objectNode().put("id", id);
        DEFINITION.forEach(member -> shown.set(member, definition.get(member)));
        return shown.put("place", place);
    }

    /** A view as it is kept. */
    static ObjectNode of(String id, FactState kept) {
        ObjectNode shown = JsonNodeFactory.instance.objectNode().put("id", id);
        DEFINITION.forEach(member -> shown.set(member, kept.fields().get(member)));
        return shown.put("place", kept.place());
    }

    static ObjectNode caller(String id, String place) {
        ObjectNode caller = JsonNodeFactory.instance.objectNode().put("route", ROUTE).put("scope", place);
        caller.putObject("input").put("read", id);
        return caller;
    }

    /** Every number of a shown view is a value of its predicate, which a caller gave. */
    static void basis(JsonNode shown, String at, Map<String, String> basis) {
        Basis.giveEveryNumber(shown, at, "given by the caller who kept the view: a value of its predicate", basis);
    }
}
