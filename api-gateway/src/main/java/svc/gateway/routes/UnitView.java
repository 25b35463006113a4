package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * How read/unit shows one kind of unit: the projection that keeps it, the body type its card names, and the body
 * made from its bitemporal state. Adding a kind to read/unit is one bean of this type.
 */
public interface UnitView {
    String kind();

    /** The event processor whose projection keeps this kind; reads wait for it to reach the head of the log. */
    String processor();

    String bodyType();

    Object body(ObjectNode state);

    /** How each number of {@link #body} was obtained, by JSON Pointer; a kind whose body has numbers must say. */
    default Map<String, String> basis(ObjectNode state) {
        return Map.of();
    }
}
