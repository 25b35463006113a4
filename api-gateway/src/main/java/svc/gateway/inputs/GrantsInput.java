package svc.gateway.inputs;

/** session/my_grants: optionally one place to narrow the answer to. */
public record GrantsInput(String place) {
}
