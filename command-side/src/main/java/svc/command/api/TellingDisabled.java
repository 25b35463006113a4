package svc.command.api;

import java.time.Instant;

/** A Telling is told nothing more from {@code at}, for the reason given. */
public record TellingDisabled(String unitId, String reason, Instant at) {
}
