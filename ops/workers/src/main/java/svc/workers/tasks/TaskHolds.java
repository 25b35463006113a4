package svc.workers.tasks;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.nodes.LiveNodes;

/**
 * Which node works which task ({@code svc_task_hold}). A node takes a task when nobody holds it, when it held it
 * itself (before a restart, under the same node id), or when its holder is no longer among the serving nodes.
 */
@Component
@ConditionalOnProperty(name = "svc.work.enabled", havingValue = "true", matchIfMissing = true)
class TaskHolds {
    private final JdbcTemplate jdbc;
    private final LiveNodes nodes;

    TaskHolds(JdbcTemplate jdbc, LiveNodes nodes) {
        this.jdbc = jdbc;
        this.nodes = nodes;
    }

    /** Whether this node now holds the task. */
    boolean take(String taskId) {
        try {
            jdbc.update("INSERT INTO svc_task_hold (task_id, node_id) VALUES (?, ?)", taskId, nodes.self());
            return true;
        } catch (DuplicateKeyException held) {
            return jdbc.update("UPDATE svc_task_hold SET node_id = ? WHERE task_id = ? AND (node_id = ? OR NOT EXISTS "
                            + "(SELECT 1 FROM svc_node n WHERE n.node_id = svc_task_hold.node_id AND n.seen_at > ?))",
                    nodes.self(), taskId, nodes.self(), nodes.seenSince()) == 1;
        }
    }

    void release(String taskId) {
        jdbc.update("DELETE FROM svc_task_hold WHERE task_id = ? AND node_id = ?", taskId, nodes.self());
    }
}
