package svc.projections.strategy;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import svc.projections.bitemporal.UnitState;

/**
 * A strategy at one time: its content as last written (the members a caller writes, {@code StrategyFields}), with its
 * life and the version that wrote it. The content's members are kept beside the strategy's own, at the top level of
 * the stored JSON, as they always were.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"present", "id", "place", "content", "life", "version"})
public record StrategyState(boolean present, String id, String place,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> content, String life, long version) implements UnitState {
    static final String DRAFTED = "drafted";
    static final StrategyState ABSENT = new StrategyState(false, null, null, Map.of(), null, 0);

    /** Sorted by member: Jackson hands the content over in no set order, and a state is written the same each time. */
    public StrategyState {
        content = Collections.unmodifiableSortedMap(new TreeMap<>(content));
    }

    /** The name the content gives, null when it gives none. */
    public String name() {
        JsonNode name = content.get("name");
        return name == null || name.isNull() ? null : name.asText();
    }

    /** Made, at version 1: the content written over any it had. */
    StrategyState drafted(String id, String place, Map<String, JsonNode> written) {
        return new StrategyState(true, id, place, over(written), DRAFTED, 1);
    }

    StrategyState changed(Map<String, JsonNode> written, String life, long version) {
        return new StrategyState(present, id, place, over(written), life, version);
    }

    private Map<String, JsonNode> over(Map<String, JsonNode> written) {
        Map<String, JsonNode> next = new HashMap<>(content);
        next.putAll(written);
        return next;
    }
}
