package svc.gateway.inputs;

/** read/lookup: all members optional. */
public record LookupInput(String namespace, String value, String name, String place, String kind, Breadth breadth) {
}
