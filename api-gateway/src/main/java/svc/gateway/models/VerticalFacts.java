package svc.gateway.models;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Fact;
import svc.gateway.facts.FactMembers;
import svc.gateway.facts.PlainFactKind;
import svc.gateway.refusal.Refusal;

/**
 * Vertical facts: a market's chain of stages, the stocks counted at each stage (each count with its basis), and the
 * roles, segments, templates, words and rules of the market, at a tenant place.
 */
@Component
class VerticalFacts extends PlainFactKind {
    static final String KIND = UnitKind.VERTICAL.wire();
    private static final List<String> TEXT_LISTS = List.of("brands", "chain", "roles", "segments", "words", "rules");

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public Set<String> members() {
        return Set.of("name", "brands", "chain", "stocks", "roles", "segments", "templates", "words", "rules");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 1;
    }

    @Override
    public String places() {
        return "a tenant place (tenant/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "name");
        TEXT_LISTS.forEach(list -> FactMembers.textList(fact, list));
        stocks(fact);
        templates(fact);
        // A member not given keeps its value on a re-record; one given as null is removed (FactFold).
        return FactMembers.given(fact, members().toArray(String[]::new));
    }

    /**
     * Every stock has a name (unique in the vertical), a stage and a count; its basis says how the count was
     * obtained. When the fact gives the chain, the stage must be one of its stages; a re-record of the stocks alone is
     * placed against the chain held, at read.
     */
    private static void stocks(Fact fact) {
        boolean chainGiven = fact.fields().hasNonNull("chain");
        Set<String> stages = Set.copyOf(FactMembers.textList(fact, "chain"));
        Set<String> names = new HashSet<>();
        ArrayNode stocks = FactMembers.objectList(fact, "stocks");
        for (int i = 0; i < stocks.size(); i++) {
            Item stock = new Item(stocks.get(i), fact.at() + "/stocks/" + i)
                    .only(Set.of("name", "stage", "count", "basis"), "a stock");
            String name = stock.requiredText("name", "the stock's name");
            if (!names.add(name)) {
                throw Refusal.invalidInput(stock.pointer("name"), "'" + stock.pointer("name") + "' repeats stock '"
                        + name + "'; each stock of a vertical has its own name.");
            }
            String stage = stock.requiredText("stage", "the stage of the chain the stock is counted at");
            if (chainGiven && !stages.contains(stage)) {
                throw Refusal.invalidInput(stock.pointer("stage"), "'" + stock.pointer("stage") + "' must be one of "
                        + "the chain's stages " + FactMembers.textList(fact, "chain") + "; got '" + stage + "'.");
            }
            stock.requiredNumber("count");
            stock.optionalText("basis");
        }
    }

    private static void templates(Fact fact) {
        ArrayNode templates = FactMembers.objectList(fact, "templates");
        for (int i = 0; i < templates.size(); i++) {
            Item template = new Item(templates.get(i), fact.at() + "/templates/" + i)
                    .only(Set.of("id", "name", "model_family"), "a template");
            template.requiredText("id", "the template's id, which a market twin names as its template");
            template.optionalText("name");
            template.optionalText("model_family");
        }
    }
}
