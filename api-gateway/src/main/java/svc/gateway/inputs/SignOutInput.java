package svc.gateway.inputs;

/** session/sign_out: this session, or every session of the caller's user. */
public record SignOutInput(Boolean everySession) {
}
