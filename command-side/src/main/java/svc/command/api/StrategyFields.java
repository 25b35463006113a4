package svc.command.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The members of a strategy's content (every field of the Strategy but its life and version), and their values
 * when nothing is known yet: empty lists, nulls, not standing.
 */
public final class StrategyFields {
    public static final List<String> LISTS = List.of("brands", "goals", "plays", "monitors", "moves", "people",
            "grants", "memory", "tasks", "graph", "simulations");
    public static final List<String> TEXTS = List.of("name", "game", "policy");
    public static final List<String> OBJECTS = List.of("budget", "window");
    public static final String STANDING = "standing";

    private StrategyFields() {
    }

    /** A strategy made at {@code place} ({@code tenant/<t>/brand/<b>/strategy/<s>}) is made from that brand. */
    public static ObjectNode defaults(String place) {
        ObjectNode content = JsonNodeFactory.instance.objectNode();
        TEXTS.forEach(content::putNull);
        LISTS.forEach(content::putArray);
        OBJECTS.forEach(content::putNull);
        content.put(STANDING, false);
        String[] segments = place.split("/");
        content.withArray("brands").add(segments[3]);
        return content;
    }
}
