package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import svc.gateway.inputs.WireInstant;
import svc.gateway.refusal.Refusal;

/**
 * A market twin: a model of a brand's market instanced from a template of a vertical, with its participants placed
 * on the chain, the level of each stock, the simulations run on it and the strategy whose armed plays are its
 * interventions, at a brand place.
 */
@LivesAt(Lives.BRAND)
public record MarketTwinFact(
        String modelFamily,
        String template,
        String vertical,
        List<@NotNull @Valid Participant> participants,
        List<@NotNull @Valid Stock> stocks,
        List<@NotNull @Valid Simulation> simulations,
        String strategy) implements PlainFact {
    /** An entity taking part, at a stage of the chain. */
    public record Participant(@NotBlank String entity, String stage) {
    }

    /** The level of a stock of the twin's vertical. */
    public record Stock(@NotBlank String name, @NotNull Double level) {
    }

    /** A simulation run on the twin; its outcome (words, a number or an object) is kept as given. */
    public record Simulation(@NotBlank String id,
            @NotNull @JsonDeserialize(using = WireInstant.class) Instant ranOn, JsonNode outcome) {
    }

    /** A twin holds one level for each stock and each simulation once. */
    @Override
    public void check(String at) {
        once(stocks, Stock::name, at + "/stocks", "name", "stock", "; a twin holds one level for each stock");
        once(simulations, Simulation::id, at + "/simulations", "id", "simulation", "");
    }

    /** Simulations with {@code ran_on} kept as an RFC 3339 instant in UTC, so they order and compare as dates. */
    @Override
    public ObjectNode kept(Fact fact) {
        ObjectNode kept = fact.fields().deepCopy();
        if (simulations != null) {
            ArrayNode list = kept.putArray("simulations");
            simulations.forEach(simulation -> list.addObject().put("id", simulation.id())
                    .put("ran_on", simulation.ranOn().toString())
                    .set("outcome", simulation.outcome() == null ? null : simulation.outcome().deepCopy()));
        }
        return kept;
    }

    private static <T> void once(List<T> items, Function<T, String> key, String at, String member, String what,
            String why) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; items != null && i < items.size(); i++) {
            String name = key.apply(items.get(i));
            if (!seen.add(name)) {
                String pointer = at + "/" + i + "/" + member;
                throw Refusal.invalidInput(pointer, "'" + pointer + "' repeats " + what + " '" + name + "'" + why
                        + ".");
            }
        }
    }
}
