package svc.query.api;

import java.util.List;

/** Queued and running tasks. */
public record UnfinishedTasks(List<Unfinished> tasks) {
    /** A task's aggregate identifier and whether it is {@code queued} or {@code running}. */
    public record Unfinished(String unitId, String state) {
    }
}
