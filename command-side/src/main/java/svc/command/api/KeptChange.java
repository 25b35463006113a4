package svc.command.api;

import java.time.Instant;

/**
 * What a change did ({@link ActOutcome}), and the recorded time its events were written at; {@code recorded} is null
 * when it wrote none now (a repeat under its Svc-Key, or a change that appended nothing).
 */
public record KeptChange(ActOutcome outcome, Instant recorded) {
}
