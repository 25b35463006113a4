package svc.query.models;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactFields.MarketTwin;
import svc.projections.fact.FactFields.Vertical;
import svc.projections.fact.FactState;
import svc.projections.strategy.StrategyState;
import svc.projections.workflow.WorkflowState;
import svc.query.Awaits;
import svc.query.api.FactRow;
import svc.query.api.FindMarketTwin;
import svc.query.api.FindVertical;
import svc.query.api.Reading;

/** Verticals and market twins, with what a twin names, read from the bitemporal rows on the caller's dates. */
@Component
class ModelQueries {
    private final Rows rows;

    ModelQueries(Rows rows) {
        this.rows = rows;
    }

    /** With both an id and a brand, the vertical named must hold that brand. */
    @QueryHandler
    @Awaits(UnitKind.VERTICAL)
    Reading handle(FindVertical query) {
        Optional<FactRow> found = query.vertical() != null
                ? rows.unit(query.tenant(), UnitKind.VERTICAL.wire(), query.vertical(), query.callScope(),
                        query.trueOn(), query.knownOn())
                        .filter(row -> !query.brandNamed() || holds(row.state().field(Vertical.BRANDS), query.brand()))
                : byBrand(query);
        return found.map(VerticalReading::of).orElseGet(Reading::notFound);
    }

    /** Of the verticals holding the brand, the one of lowest id, so the answer does not depend on row order. */
    private Optional<FactRow> byBrand(FindVertical query) {
        return rows.ofKind(query.tenant(), UnitKind.VERTICAL.wire(), query.callScope(), query.trueOn(),
                        query.knownOn()).stream()
                .filter(row -> holds(row.state().field(Vertical.BRANDS), query.brand()))
                .min(Comparator.comparing(row -> row.state().id()));
    }

    private static boolean holds(JsonNode list, String value) {
        for (JsonNode item : list) {
            if (value.equals(item.asText())) {
                return true;
            }
        }
        return false;
    }

    @QueryHandler
    @Awaits({UnitKind.MARKET_TWIN, UnitKind.VERTICAL, UnitKind.ENTITY, UnitKind.STRATEGY,
            UnitKind.WORKFLOW})
    Reading handle(FindMarketTwin query) {
        Optional<FactRow> twin = rows.unit(query.tenant(), UnitKind.MARKET_TWIN.wire(), query.twin(),
                query.callScope(), query.trueOn(), query.knownOn());
        if (twin.isEmpty()) {
            return Reading.notFound();
        }
        FactState state = twin.get().state();
        FactRow vertical = text(state, MarketTwin.VERTICAL).flatMap(id -> rows.unit(query.tenant(),
                UnitKind.VERTICAL.wire(), id, query.callScope(), query.trueOn(), query.knownOn())).orElse(null);
        Map<String, String> names = new LinkedHashMap<>();
        for (JsonNode participant : state.field(MarketTwin.PARTICIPANTS)) {
            String entity = participant.path("entity").asText();
            rows.unit(query.tenant(), UnitKind.ENTITY.wire(), entity, query.callScope(), query.trueOn(),
                            query.knownOn())
                    .flatMap(row -> text(row.state(), Entity.NAME))
                    .ifPresent(name -> names.put(entity, name));
        }
        Optional<String> strategyId = text(state, MarketTwin.STRATEGY);
        StrategyState strategy = strategyId.flatMap(id -> rows.state(query.tenant(), UnitKind.STRATEGY.wire(),
                StrategyState.class, id, query.callScope(), query.trueOn(), query.knownOn())).orElse(null);
        List<WorkflowState> armed = strategy == null ? List.of()
                : rows.statesOfKind(query.tenant(), UnitKind.WORKFLOW.wire(), WorkflowState.class, query.callScope(),
                        query.trueOn(), query.knownOn()).stream()
                        .filter(workflow -> strategyId.get().equals(workflow.strategy()))
                        .filter(workflow -> workflow.state().ready())
                        .sorted(Comparator.comparing(WorkflowState::id))
                        .toList();
        MarketTwinReading.Read read = MarketTwinReading.of(new MarketTwinAnswer(twin.get(), vertical, names,
                strategy, armed), query.trueOn());
        return new Reading(read.body(), read.basis());
    }

    private static Optional<String> text(FactState state, String member) {
        JsonNode value = state.field(member);
        return !value.isTextual() || value.asText().isBlank()
                ? Optional.empty()
                : Optional.of(value.asText());
    }
}
