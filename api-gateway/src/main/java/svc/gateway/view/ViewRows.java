package svc.gateway.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.refusal.Refusal;
import svc.gateway.wire.WireJson;
import svc.projections.fact.FactFields.SavedView;
import svc.projections.fact.FactState;
import svc.query.api.FindUnit;
import svc.query.api.ShowVisibleUnits;
import svc.query.api.ShownUnits;
import svc.query.api.UnitAnswer;
import svc.query.predicate.Predicate;
import svc.query.predicate.Predicates;

/**
 * The rows of a kept view: every unit of its kind seen from the call's scope, as read/unit shows it on the call's two
 * dates, for which the predicate holds; in id order, a page at a time, each row its id and the columns named. The
 * view itself is read as it stood on the known-on date, so an answer for a past known-on date never changes.
 */
@Component
class ViewRows {
    private final QueryGateway queries;
    private final WireJson wire;
    private final Clock clock;
    private final int pageSize;

    ViewRows(QueryGateway queries, WireJson wire, Clock clock, SavedViewSettings settings) {
        this.queries = queries;
        this.wire = wire;
        this.clock = clock;
        this.pageSize = settings.pageSize();
    }

    Answer read(String id, int page, Call call) {
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        String scope = call.envelope().scope().path();
        UnitAnswer kept = queries.query(new FindUnit(UnitIds.of(call.tenant(), UnitKind.SAVED_VIEW, id), scope, knownOn,
                knownOn), UnitAnswer.class).join();
        if (!kept.found()) {
            throw Refusal.notFound();
        }
        FactState definition = kept.state(FactState.class);
        String kind = definition.field(SavedView.UNIT_KIND).asText();
        Predicate predicate = Predicates.read(definition.fields().get(SavedView.PREDICATE), "/predicate");
        List<String> columns = new ArrayList<>();
        definition.field(SavedView.COLUMNS).forEach(column -> columns.add(column.asText()));
        List<Matched> matched = new ArrayList<>();
        for (ShownUnits.Shown unit : queries.query(new ShowVisibleUnits(call.tenant(), kind, scope, trueOn, knownOn),
                ShownUnits.class).join().units()) {
            JsonNode body = wire.tree(unit.reading().body());
            if (predicate.test(body)) {
                matched.add(new Matched(unit.id(), body, unit.reading().basis()));
            }
        }
        Instant builtAt = clock.instant().truncatedTo(ChronoUnit.MICROS);

        Map<String, String> basis = new HashMap<>();
        ObjectNode answer = JsonNodeFactory.instance.objectNode();
        ObjectNode shownView = ViewShown.of(id, definition);
        answer.set("view", shownView);
        ViewShown.basis(shownView, "/view", basis);
        ArrayNode rows = answer.putArray("rows");
        int first = (int) Math.min((long) (page - 1) * pageSize, matched.size());
        int last = Math.min(first + pageSize, matched.size());
        for (int i = first; i < last; i++) {
            rows.add(row(matched.get(i), columns, "/rows/" + (i - first), basis));
        }
        answer.put("built_at", builtAt.toString()).put("true_on", trueOn.toString())
                .put("known_on", knownOn.toString());
        answer.put("page", page).put("page_size", pageSize).put("total", matched.size()).put("next",
                last < matched.size());
        basis.put("/page", "given by the caller (1 when not given): pages count from 1");
        basis.put("/page_size", "configured: svc.saved-view.page-size, rows a page holds at most");
        basis.put("/total", "counted: " + kind + " units seen from " + scope + " as true on " + trueOn
                + " and known on " + knownOn + " for which the view's predicate holds");
        return new Answer(answer, basis);
    }

    private static ObjectNode row(Matched unit, List<String> columns, String at, Map<String, String> basis) {
        ObjectNode row = JsonNodeFactory.instance.objectNode().put("id", unit.id());
        for (String column : columns) {
            if (column.equals("id")) {
                continue;
            }
            String inBody = "/" + column.replace('.', '/');
            JsonNode value = unit.body().at(inBody);
            row.set(column, value.isMissingNode() ? JsonNodeFactory.instance.nullNode() : value);
            String inRow = at + "/" + column;
            unit.basis().forEach((pointer, sentence) -> {
                if (pointer.equals(inBody) || pointer.startsWith(inBody + "/")) {
                    basis.put(inRow + pointer.substring(inBody.length()), sentence);
                }
            });
        }
        return row;
    }

    private record Matched(String id, JsonNode body, Map<String, String> basis) {
    }
}
