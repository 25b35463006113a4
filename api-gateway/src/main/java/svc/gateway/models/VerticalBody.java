package svc.gateway.models;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Vertical body: the chain side by side with the stocks counted at each stage (each count with its basis), and
 * the vertical's roles, segments, templates, words and rules.
 */
record VerticalBody(String id, String name, String place, List<String> brands, List<Stage> chain,
        List<String> roles, List<String> segments, List<JsonNode> templates, List<String> words,
        List<String> rules) {

    /** A stage of the chain with its stocks; {@code on_chain} false for a stage a stock names but the chain lacks. */
    record Stage(String stage, boolean onChain, List<Stock> stocks) {
    }

    record Stock(String name, JsonNode count, String basis) {
    }

    /**
     * The stages in the chain's order, then any stage a stock names that the chain does not hold (possible when a
     * later re-record changed the chain alone), in the order the stocks name them.
     */
    static VerticalBody of(JsonNode state) {
        Map<String, Stage> stages = new LinkedHashMap<>();
        for (String stage : texts(state.path("chain"))) {
            stages.putIfAbsent(stage, new Stage(stage, true, new ArrayList<>()));
        }
        for (JsonNode stock : state.path("stocks")) {
            String stage = stock.path("stage").asText();
            stages.computeIfAbsent(stage, off -> new Stage(off, false, new ArrayList<>())).stocks()
                    .add(new Stock(stock.path("name").asText(), stock.get("count"),
                            stock.hasNonNull("basis") ? stock.get("basis").asText() : null));
        }
        List<JsonNode> templates = new ArrayList<>();
        state.path("templates").forEach(templates::add);
        return new VerticalBody(state.path("id").asText(), state.path("name").asText(null),
                state.path("place").asText(), texts(state.path("brands")), List.copyOf(stages.values()),
                texts(state.path("roles")), texts(state.path("segments")), templates, texts(state.path("words")),
                texts(state.path("rules")));
    }

    static List<String> texts(JsonNode list) {
        List<String> texts = new ArrayList<>();
        list.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
