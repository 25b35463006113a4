package svc.command.api;

import java.time.Instant;

/** A task finished with its result, the unit {@code resultKind}/{@code resultId}. */
public record TaskSucceeded(String unitId, String resultKind, String resultId, Instant at) {
}
