package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * Parameter: the value of the nearest parameter of a name, with its dimension, its version, the place it came from
 * and the date its version in force became true.
 */
record ParameterBody(String id, String name, JsonNode value, String dimension, int version, String place,
        Instant trueFrom) {
}
