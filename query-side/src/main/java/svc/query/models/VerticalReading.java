package svc.query.models;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import svc.projections.fact.FactFields.Vertical;
import svc.projections.fact.FactState;
import svc.query.api.FactRow;
import svc.query.api.Reading;
import svc.query.api.StockBasis;
import svc.query.api.VerticalBody;

/** Makes the Vertical body, the chain side by side with the stocks counted at each stage, and each count's basis. */
final class VerticalReading {
    private VerticalReading() {
    }

    /** The body of the vertical {@code row} holds, each stock's count with the stock's own basis. */
    static Reading of(FactRow row) {
        VerticalBody body = of(row.state());
        Map<String, String> basis = new HashMap<>();
        for (int i = 0; i < body.chain().size(); i++) {
            List<VerticalBody.Stock> stocks = body.chain().get(i).stocks();
            for (int j = 0; j < stocks.size(); j++) {
                basis.put("/chain/" + i + "/stocks/" + j + "/count",
                        StockBasis.of(stocks.get(j).basis(), body.id(), row.trueFrom()));
            }
        }
        return new Reading(body, basis);
    }

    /**
     * The stages in the chain's order, then any stage a stock names that the chain does not hold (possible when a
     * later re-record changed the chain alone), in the order the stocks name them.
     */
    static VerticalBody of(FactState state) {
        Map<String, VerticalBody.Stage> stages = new LinkedHashMap<>();
        for (String stage : texts(state.field(Vertical.CHAIN))) {
            stages.putIfAbsent(stage, new VerticalBody.Stage(stage, true, new ArrayList<>()));
        }
        for (JsonNode stock : state.field(Vertical.STOCKS)) {
            String stage = stock.path("stage").asText();
            stages.computeIfAbsent(stage, off -> new VerticalBody.Stage(off, false, new ArrayList<>())).stocks()
                    .add(new VerticalBody.Stock(stock.path("name").asText(), stock.get("count"),
                            stock.hasNonNull("basis") ? stock.get("basis").asText() : null));
        }
        List<JsonNode> templates = new ArrayList<>();
        state.field(Vertical.TEMPLATES).forEach(templates::add);
        return new VerticalBody(state.id(), state.field(Vertical.NAME).asText(null), state.place(),
                texts(state.field(Vertical.BRANDS)), List.copyOf(stages.values()), texts(state.field(Vertical.ROLES)),
                texts(state.field(Vertical.SEGMENTS)), templates, texts(state.field(Vertical.WORDS)),
                texts(state.field(Vertical.RULES)));
    }

    static List<String> texts(JsonNode list) {
        List<String> texts = new ArrayList<>();
        list.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
