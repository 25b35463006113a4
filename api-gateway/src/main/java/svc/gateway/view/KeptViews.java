package svc.gateway.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.projections.fact.FactState;
import svc.query.api.FindVisibleUnits;
import svc.query.api.VisibleUnits;

/**
 * The views kept in sight of the call's scope, on the call's two dates, in id order, each with the call that reads
 * its rows: what ask/saved_view answers when it is given neither a view nor a view to read.
 */
@Component
class KeptViews {
    private final QueryGateway queries;

    KeptViews(QueryGateway queries) {
        this.queries = queries;
    }

    Answer list(Call call) {
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        ArrayNode views = body.putArray("views");
        Map<String, String> basis = new HashMap<>();
        queries.query(FindVisibleUnits.at(call.tenant(), UnitKind.SAVED_VIEW.wire(), call.envelope().scope().path(),
                                trueOn,
                        knownOn), VisibleUnits.class).join().units().stream()
                .sorted((a, b) -> a.id().compareTo(b.id()))
                .forEach(unit -> {
                    FactState view = unit.state(FactState.class);
                    ObjectNode entry = views.addObject();
                    entry.set("view", ViewShown.of(unit.id(), view));
                    entry.set("caller", ViewShown.caller(unit.id(), view.place()));
                    ViewShown.basis(entry.get("view"), "/views/" + (views.size() - 1) + "/view", basis);
                });
        body.put("true_on", trueOn.toString()).put("known_on", knownOn.toString());
        return new Answer(body, basis);
    }
}
