package svc.query.task;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.Awaits;
import svc.query.api.FindUnfinishedTasks;
import svc.query.api.UnfinishedTasks;
import svc.sql.SqlTimes;

/** Reads tasks from the bitemporal rows the {@code tasks} projection writes. */
@Component
class TaskQueries {
    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    TaskQueries(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    @QueryHandler
    @Awaits(UnitKind.TASK)
    UnfinishedTasks handle(FindUnfinishedTasks query) {
        var at = SqlTimes.at(query.at());
        return new UnfinishedTasks(jdbc.query("SELECT unit_id, state FROM bt_unit WHERE kind = 'task' "
                                + "AND present = TRUE AND valid_from <= ? AND valid_to > ? AND sys_from <= ? "
                                + "AND sys_to > ? ORDER BY unit_id",
                        (rs, n) -> new UnfinishedTasks.Unfinished(rs.getString(1),
                                read(rs.getString(2)).path("state").asText()), at, at, at, at).stream()
                .filter(task -> "queued".equals(task.state()) || "running".equals(task.state()))
                .toList());
    }

    private JsonNode read(String text) {
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }
}
