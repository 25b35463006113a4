package svc.command.api;

import java.time.Instant;
import java.util.Objects;

/**
 * What a caller gave back of a workflow it read: the version and the state (ready, and since when), each null when
 * not given. They are not written: a value that differs from the one held breaks a rule, naming the member.
 */
public record WorkflowGivenBack(Long version, Boolean ready, Instant since, boolean stateGiven) {
    public static final WorkflowGivenBack NOTHING = new WorkflowGivenBack(null, null, null, false);

    /** Refuses what contradicts the workflow as held: at {@code version} (0 before it was written), armed or not. */
    public void check(String id, long heldVersion, boolean heldReady, Instant heldSince) {
        if (version != null && version != heldVersion) {
            throw new RuleBroken("version_current", "workflow " + id + " is at version "
                    + heldVersion + ", not " + version + "; read it again and retry");
        }
        if (stateGiven && ready != heldReady) {
            throw new RuleBroken("state_held", "workflow " + id + " is "
                    + (heldReady ? "" : "not ") + "ready; its state is set by arming it, not written");
        }
        if (stateGiven && !Objects.equals(since, heldSince)) {
            throw new RuleBroken("since_held", "workflow " + id + " is ready since "
                    + heldSince + ", not " + since + "; its state is set by arming it, not written");
        }
    }
}
