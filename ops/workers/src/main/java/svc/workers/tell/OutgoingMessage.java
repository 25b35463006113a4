package svc.workers.tell;

import java.time.Instant;
import java.util.List;

/**
 * A message due to go out: one notice for a Telling (or a rule without a digest), a rule's digest of several
 * otherwise. {@code tries} counts the tries it already had.
 */
record OutgoingMessage(String messageId, String tenant, Target target, Instant slot, int tries,
        List<String> payloads) {

    /** Where it goes: a Telling or a rule, through which channel, to which address. */
    record Target(String targetId, String kind, String name, String channel, String address, String sealedSecret,
            int triesBound, boolean disabled) {
        boolean telling() {
            return "telling".equals(kind);
        }
    }
}
