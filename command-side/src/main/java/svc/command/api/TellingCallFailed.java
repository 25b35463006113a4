package svc.command.api;

/** A call to a Telling's address did not deliver; it holds from the time of the call. */
public record TellingCallFailed(String unitId, FailedCall call) {
}
