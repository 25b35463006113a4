package svc.gateway.inputs;

/** session/whoami: a token, a key, or a run's identity to identify; the caller's own when none. */
public record WhoAmIInput(String token, String key, String run) {
}
