package svc.gateway.models;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Fact;
import svc.gateway.facts.FactMembers;
import svc.gateway.facts.PlainFactKind;
import svc.gateway.refusal.Refusal;

/**
 * Market twin facts: a model of a brand's market instanced from a template of a vertical, with its participants
 * placed on the chain, the level of each stock, the simulations run on it and the strategy whose armed plays are its
 * interventions, at a brand place.
 */
@Component
class MarketTwinFacts extends PlainFactKind {
    static final String KIND = UnitKind.MARKET_TWIN.wire();

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public Set<String> members() {
        return Set.of("model_family", "template", "vertical", "participants", "stocks", "simulations", "strategy");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 2;
    }

    @Override
    public String places() {
        return "a brand place (tenant/<id>/brand/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        for (String text : new String[] {"model_family", "template", "vertical", "strategy"}) {
            FactMembers.optionalText(fact, text);
        }
        participants(fact);
        stocks(fact);
        ObjectNode fields = FactMembers.given(fact, members().toArray(String[]::new));
        if (fields.hasNonNull("simulations")) {
            fields.set("simulations", simulations(fact));
        }
        return fields;
    }

    private static void participants(Fact fact) {
        ArrayNode participants = FactMembers.objectList(fact, "participants");
        for (int i = 0; i < participants.size(); i++) {
            Item participant = new Item(participants.get(i), fact.at() + "/participants/" + i)
                    .only(Set.of("entity", "stage"), "a participant");
            participant.requiredText("entity", "the id of the entity that takes part");
            participant.optionalText("stage");
        }
    }

    private static void stocks(Fact fact) {
        Set<String> names = new HashSet<>();
        ArrayNode stocks = FactMembers.objectList(fact, "stocks");
        for (int i = 0; i < stocks.size(); i++) {
            Item stock = new Item(stocks.get(i), fact.at() + "/stocks/" + i).only(Set.of("name", "level"), "a stock");
            String name = stock.requiredText("name", "the name of a stock of the twin's vertical");
            if (!names.add(name)) {
                throw Refusal.invalidInput(stock.pointer("name"), "'" + stock.pointer("name") + "' repeats stock '"
                        + name + "'; a twin holds one level for each stock.");
            }
            stock.requiredNumber("level");
        }
    }

    /** Simulations with {@code ran_on} kept as an RFC 3339 instant in UTC, so they order and compare as dates. */
    private static ArrayNode simulations(Fact fact) {
        ArrayNode given = FactMembers.objectList(fact, "simulations");
        ArrayNode kept = given.arrayNode();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < given.size(); i++) {
            Item simulation = new Item(given.get(i), fact.at() + "/simulations/" + i)
                    .only(Set.of("id", "ran_on", "outcome"), "a simulation");
            String id = simulation.requiredText("id", "the simulation's id");
            if (!ids.add(id)) {
                throw Refusal.invalidInput(simulation.pointer("id"), "'" + simulation.pointer("id")
                        + "' repeats simulation '" + id + "'.");
            }
            ObjectNode one = kept.addObject().put("id", id)
                    .put("ran_on", simulation.requiredInstant("ran_on", "the date the simulation ran on").toString());
            // An outcome is what the simulation gave, in words, a number or an object: kept as given.
            one.set("outcome", given.get(i).path("outcome").isMissingNode() ? null
                    : given.get(i).get("outcome").deepCopy());
        }
        return kept;
    }
}
