package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;

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
}
