package svc.gateway.card;

/** The one answer shape: a body and its foot. */
public record Card(Object body, Foot foot) {
}
