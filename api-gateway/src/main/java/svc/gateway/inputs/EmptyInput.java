package svc.gateway.inputs;

/** An empty body: {} (unknown members are refused). */
public record EmptyInput() {
}
