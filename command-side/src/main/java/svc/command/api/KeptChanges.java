package svc.command.api;

import java.util.function.Supplier;

/**
 * Runs a change so that its Svc-Key row (if any), its commands' events and what it answered commit together or not at
 * all, and answers a repeat under the same key from that row.
 */
public interface KeptChanges {
    /**
     * Runs {@code work}, or answers what the first change of {@code subject} under {@code key} did; {@code key} null
     * keeps nothing. A key first used with another {@code fingerprint} (route and input) is refused ({@link KeyReused}).
     */
    KeptChange run(String subject, String key, String route, String fingerprint, Supplier<ActOutcome> work);
}
