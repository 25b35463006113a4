package svc.gateway.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The size of a request, measured against {@code svc.size-bound}: the number of items of the longest list in its
 * body, at any depth (read/basket's {@code subjects}, a saved view's or a neighbours call's lists). A body with no
 * list has size 0; a body that is not JSON too, and is refused as the platform would refuse it.
 */
final class SizeBound {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SizeBound() {
    }

    static int size(byte[] body) {
        try {
            JsonNode tree = JSON.readTree(body);
            return tree == null ? 0 : longestList(tree);
        } catch (IOException notJson) {
            return 0;
        }
    }

    private static int longestList(JsonNode node) {
        int longest = node.isArray() ? node.size() : 0;
        for (JsonNode child : node) {
            longest = Math.max(longest, longestList(child));
        }
        return longest;
    }
}
