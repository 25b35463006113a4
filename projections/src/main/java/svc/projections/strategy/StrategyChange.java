package svc.projections.strategy;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a strategy: drafting states it with its content, and each change writes its content
 * anew with its life and the version that wrote it. The content is the JSON object the event gives, kept as given.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = StrategyChange.Drafted.class, name = "draft"),
        @JsonSubTypes.Type(value = StrategyChange.Changed.class, name = "change")})
sealed interface StrategyChange extends Change<StrategyState> {
    record Drafted(String id, String place, JsonNode content) implements StrategyChange {
        @Override
        public StrategyState applyTo(StrategyState state) {
            return state.drafted(id, place, members(content));
        }
    }

    record Changed(String life, long version, JsonNode content) implements StrategyChange {
        @Override
        public StrategyState applyTo(StrategyState state) {
            return state.changed(members(content), life, version);
        }
    }

    private static Map<String, JsonNode> members(JsonNode content) {
        Map<String, JsonNode> members = new HashMap<>();
        content.properties().forEach(member -> members.put(member.getKey(), member.getValue()));
        return members;
    }
}
