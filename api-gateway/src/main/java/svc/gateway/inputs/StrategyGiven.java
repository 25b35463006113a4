package svc.gateway.inputs;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import java.util.List;
import svc.command.api.StrategyLife;

/**
 * A Strategy as act/strategy takes it: every field of the specification's Strategy, and its {@code id} (the scope's
 * strategy, or one the platform makes, when not given). A member not given (or given as null) keeps its value; on
 * making, its value when nothing is known. {@code life} and {@code version} are the ones a read answered: a life to
 * move to, and the version the caller last saw.
 */
public record StrategyGiven(
        @Pattern(regexp = UnitIdText.PATTERN, message = UnitIdText.SHAPE) String id,
        @Pattern(regexp = "[\\s\\S]*\\S[\\s\\S]*", message = "must not be blank") String name,
        List<@NotBlank String> brands,
        List<JsonNode> goals,
        List<JsonNode> plays,
        List<JsonNode> monitors,
        List<JsonNode> moves,
        @Valid BudgetGiven budget,
        List<JsonNode> people,
        List<JsonNode> grants,
        List<JsonNode> memory,
        List<JsonNode> tasks,
        @Valid Window window,
        Boolean standing,
        StrategyLife life,
        @PositiveOrZero Long version,
        String game,
        List<JsonNode> graph,
        List<JsonNode> simulations,
        String policy) {
}
