package svc.workers.tasks;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;

/**
 * The {@code task-endings} processor: when a task ends cancelled or failed, however it came to (cancelled while
 * queued, failed after a restart, on another node), its route closes what it recorded. Never during a replay.
 */
@Component
@ProcessingGroup(TaskEndings.NAME)
@ConditionalOnProperty(name = "svc.work.enabled", havingValue = "true", matchIfMissing = true)
class TaskEndings {
    static final String NAME = "task-endings";

    private final TaskWork work;

    TaskEndings(TaskWork work) {
        this.work = work;
    }

    @EventHandler
    @DisallowReplay
    void on(TaskCancelled event) {
        work.ended(event.unitId(), "cancelled", "cancelled by " + event.by());
    }

    @EventHandler
    @DisallowReplay
    void on(TaskFailed event) {
        work.ended(event.unitId(), "failed", event.error());
    }
}
