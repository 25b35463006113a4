package svc.command.api;

import java.time.Instant;

/**
 * One call to a Telling's (or a rule's) address that did not deliver: the message it carried (its
 * {@code webhook-id}), which try it was, when it was made, and the status answered or, when none was, the error.
 */
public record FailedCall(String message, int attempt, Instant at, Integer status, String error) {
}
