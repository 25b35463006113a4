package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The Vertical body: the chain side by side with the stocks counted at each stage (each count with its basis), and
 * the vertical's roles, segments, templates, words and rules.
 */
public record VerticalBody(String id, String name, String place, List<String> brands, List<Stage> chain,
        List<String> roles, List<String> segments, List<JsonNode> templates, List<String> words,
        List<String> rules) {

    /** A stage of the chain with its stocks; {@code on_chain} false for a stage a stock names but the chain lacks. */
    public record Stage(String stage, boolean onChain, List<Stock> stocks) {
    }

    public record Stock(String name, JsonNode count, String basis) {
    }
}
