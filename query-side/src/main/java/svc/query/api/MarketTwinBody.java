package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;

/**
 * The MarketTwin body: what the twin was instanced from, its participants placed on its vertical's chain, the level
 * of every stock, the simulations run on it by the date read, and the strategy whose armed plays are its
 * interventions.
 */
public record MarketTwinBody(String id, String place, String modelFamily, String template, String vertical,
        List<String> chain, List<Participant> participants, List<Stock> stocks, List<Simulation> simulations,
        Strategy strategy) {

    /** {@code name} is the entity's when an entity fact of that id is in view; {@code on_chain} whether the stage is. */
    public record Participant(String entity, String name, String stage, boolean onChain) {
    }

    /** {@code stage} is where the vertical counts the stock of that name, when it does. */
    public record Stock(String name, JsonNode level, String stage) {
    }

    public record Simulation(String id, Instant ranOn, JsonNode outcome) {
    }

    /** {@code name} null when the strategy is not known on the dates read; then it has no interventions. */
    public record Strategy(String id, String name, List<Intervention> interventions) {
    }

    /** An armed workflow of the strategy: a play that intervenes in the twin's market. */
    public record Intervention(String workflow, String name, String startsOn, Instant armedSince) {
    }
}
