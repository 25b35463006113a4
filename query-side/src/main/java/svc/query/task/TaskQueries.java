package svc.query.task;

import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;
import svc.projections.task.TaskState;
import svc.query.Awaits;
import svc.query.api.FindUnfinishedTasks;
import svc.query.api.UnfinishedTasks;
import svc.sql.SqlTimes;

/** Reads tasks from the bitemporal rows the {@code tasks} projection writes. */
@Component
class TaskQueries {
    private final JdbcTemplate jdbc;
    private final UnitStates states;

    TaskQueries(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    @QueryHandler
    @Awaits(UnitKind.TASK)
    UnfinishedTasks handle(FindUnfinishedTasks query) {
        var at = SqlTimes.at(query.at());
        return new UnfinishedTasks(jdbc.query("SELECT unit_id, state FROM bt_unit WHERE kind = 'task' "
                                + "AND present = TRUE AND valid_from <= ? AND valid_to > ? AND sys_from <= ? "
                                + "AND sys_to > ? ORDER BY unit_id",
                        (rs, n) -> new UnfinishedTasks.Unfinished(rs.getString(1),
                                states.read(TaskState.class, rs.getString(2)).state()), at, at, at, at).stream()
                .filter(task -> "queued".equals(task.state()) || "running".equals(task.state()))
                .toList());
    }
}
