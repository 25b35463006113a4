package svc.query.models;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import svc.projections.fact.FactFields;
import svc.projections.fact.FactFields.MarketTwin;
import svc.projections.fact.FactState;
import svc.query.api.Basis;
import svc.query.api.FactRow;
import svc.query.api.MarketTwinBody;

/** Makes the MarketTwin body and its basis from a twin and what it names, all read on one true-on date. */
final class MarketTwinReading {
    private MarketTwinReading() {
    }

    record Read(MarketTwinBody body, Map<String, String> basis) {
    }

    static Read of(MarketTwinAnswer answer, Instant trueOn) {
        FactState twin = answer.twin().state();
        String id = twin.id();
        FactState vertical = answer.vertical() == null ? null : answer.vertical().state();
        List<String> chain = vertical == null ? List.of()
                : VerticalReading.texts(vertical.field(FactFields.Vertical.CHAIN));
        MarketTwinBody body = new MarketTwinBody(id, twin.place(), text(twin.field(MarketTwin.MODEL_FAMILY)),
                text(twin.field(MarketTwin.TEMPLATE)), text(twin.field(MarketTwin.VERTICAL)), chain,
                participants(twin, chain, answer.entityNames()),
                stocks(twin, vertical), simulations(twin, trueOn), strategy(twin, answer));
        return new Read(body, basis(body, answer.twin(), trueOn));
    }

    /** In the chain's order of their stages; those off the chain (or with no stage) after, as recorded. */
    private static List<MarketTwinBody.Participant> participants(FactState twin, List<String> chain,
            Map<String, String> names) {
        List<MarketTwinBody.Participant> participants = new ArrayList<>();
        for (JsonNode participant : twin.field(MarketTwin.PARTICIPANTS)) {
            String entity = participant.path("entity").asText();
            String stage = text(participant.path("stage"));
            participants.add(new MarketTwinBody.Participant(entity, names.get(entity), stage,
                    stage != null && chain.contains(stage)));
        }
        participants.sort(Comparator.comparingInt(p -> p.onChain() ? chain.indexOf(p.stage()) : chain.size()));
        return participants;
    }

    private static List<MarketTwinBody.Stock> stocks(FactState twin, FactState vertical) {
        Map<String, String> stages = new HashMap<>();
        if (vertical != null) {
            vertical.field(FactFields.Vertical.STOCKS).forEach(stock -> stages.put(stock.path("name").asText(),
                    stock.path("stage").asText(null)));
        }
        List<MarketTwinBody.Stock> stocks = new ArrayList<>();
        for (JsonNode stock : twin.field(MarketTwin.STOCKS)) {
            String name = stock.path("name").asText();
            stocks.add(new MarketTwinBody.Stock(name, stock.get("level"), stages.get(name)));
        }
        return stocks;
    }

    /** Run on or before the date read, in the order they ran (by id when two ran at once). */
    private static List<MarketTwinBody.Simulation> simulations(FactState twin, Instant trueOn) {
        List<MarketTwinBody.Simulation> simulations = new ArrayList<>();
        for (JsonNode simulation : twin.field(MarketTwin.SIMULATIONS)) {
            Instant ranOn = Instant.parse(simulation.path("ran_on").asText());
            if (!ranOn.isAfter(trueOn)) {
                JsonNode outcome = simulation.get("outcome");
                simulations.add(new MarketTwinBody.Simulation(simulation.path("id").asText(), ranOn,
                        outcome == null || outcome.isNull() ? null : outcome));
            }
        }
        simulations.sort(Comparator.comparing(MarketTwinBody.Simulation::ranOn)
                .thenComparing(MarketTwinBody.Simulation::id));
        return simulations;
    }

    private static MarketTwinBody.Strategy strategy(FactState twin, MarketTwinAnswer answer) {
        String id = text(twin.field(MarketTwin.STRATEGY));
        if (id == null) {
            return null;
        }
        if (answer.strategy() == null) {
            return new MarketTwinBody.Strategy(id, null, List.of());
        }
        List<MarketTwinBody.Intervention> interventions = answer.armedWorkflows().stream()
                .map(workflow -> new MarketTwinBody.Intervention(workflow.id(), workflow.name(), workflow.startsOn(),
                        Instant.parse(workflow.state().since())))
                .toList();
        return new MarketTwinBody.Strategy(id, answer.strategy().name(), interventions);
    }

    private static Map<String, String> basis(MarketTwinBody body, FactRow twin, Instant trueOn) {
        String held = "recorded with market twin " + body.id() + ", true from " + twin.trueFrom() + ", read as true on "
                + trueOn;
        Map<String, String> basis = new HashMap<>();
        for (int i = 0; i < body.stocks().size(); i++) {
            basis.put("/stocks/" + i + "/level", "given by a caller: the level of stock " + body.stocks().get(i).name()
                    + " " + held);
        }
        for (int i = 0; i < body.simulations().size(); i++) {
            MarketTwinBody.Simulation simulation = body.simulations().get(i);
            if (simulation.outcome() != null) {
                Basis.giveEveryNumber(simulation.outcome(), "/simulations/" + i + "/outcome",
                        "given by a caller: the outcome of simulation " + simulation.id() + " " + held, basis);
            }
        }
        return basis;
    }

    private static String text(JsonNode value) {
        return value.isMissingNode() || value.isNull() ? null : value.asText();
    }
}
