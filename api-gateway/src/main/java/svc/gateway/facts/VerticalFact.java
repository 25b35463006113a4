package svc.gateway.facts;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import svc.gateway.refusal.Refusal;

/**
 * A vertical: a market's chain of stages, the stocks counted at each stage (each count with its basis), and the
 * roles, segments, templates, words and rules of the market, at a tenant place. A member not given keeps its value on
 * a re-record; one given as null is removed (FactFold).
 */
@LivesAt(Lives.TENANT)
public record VerticalFact(
        @NotBlank String name,
        List<@NotBlank String> brands,
        List<@NotBlank String> chain,
        List<@NotNull @Valid Stock> stocks,
        List<@NotBlank String> roles,
        List<@NotBlank String> segments,
        List<@NotNull @Valid Template> templates,
        List<@NotBlank String> words,
        List<@NotBlank String> rules) implements PlainFact {
    /** A stock of the market, counted at a stage of the chain; its basis says how the count was obtained. */
    public record Stock(@NotBlank String name, @NotBlank String stage, @NotNull Double count, String basis) {
    }

    /** A template market twins are instanced from. */
    public record Template(@NotBlank String id, String name, String modelFamily) {
    }

    /**
     * Every stock's name is its own in the vertical. When the fact gives the chain, a stock's stage must be one of its
     * stages; a re-record of the stocks alone is placed against the chain held, at read.
     */
    @Override
    public void check(String at) {
        Set<String> names = new HashSet<>();
        for (int i = 0; stocks != null && i < stocks.size(); i++) {
            Stock stock = stocks.get(i);
            String pointer = at + "/stocks/" + i;
            if (!names.add(stock.name())) {
                throw Refusal.invalidInput(pointer + "/name", "'" + pointer + "/name' repeats stock '" + stock.name()
                        + "'; each stock of a vertical has its own name.");
            }
            if (chain != null && !chain.contains(stock.stage())) {
                throw Refusal.invalidInput(pointer + "/stage", "'" + pointer + "/stage' must be one of the chain's "
                        + "stages " + chain + "; got '" + stock.stage() + "'.");
            }
        }
    }
}
