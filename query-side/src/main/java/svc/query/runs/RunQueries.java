package svc.query.runs;

import static svc.sql.SqlTimes.at;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitKind;
import svc.query.Awaits;
import svc.query.api.FindRuns;
import svc.query.api.FindWaitingRuns;
import svc.query.api.RunsAnswer;
import svc.query.api.WaitingRuns;

/** Lists scrape runs from the bitemporal rows the {@code runs} projection writes. */
@Component
class RunQueries {
    private static final String AT = "kind = 'run' AND present = TRUE AND valid_from <= ? AND valid_to > ? "
            + "AND sys_from <= ? AND sys_to > ?";

    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    RunQueries(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    @QueryHandler
    @Awaits(UnitKind.RUN)
    RunsAnswer handle(FindRuns query) {
        List<ObjectNode> runs = jdbc.queryForList("SELECT state FROM bt_unit WHERE tenant = ? AND " + AT
                        + " ORDER BY unit_id", String.class, query.tenant(), at(query.trueOn()),
                        at(query.trueOn()), at(query.knownOn()), at(query.knownOn())).stream()
                .map(this::read)
                .filter(run -> Places.within(run.path("place").asText(""), query.callScope()))
                .toList();
        return new RunsAnswer(runs);
    }

    @QueryHandler
    WaitingRuns handle(FindWaitingRuns query) {
        return new WaitingRuns(jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + AT + " ORDER BY unit_id",
                        (rs, n) -> new Row(rs.getString(1), read(rs.getString(2))),
                        at(query.at()), at(query.at()), at(query.at()), at(query.at())).stream()
                .filter(row -> "waiting".equals(row.state().path("state").asText()))
                .map(Row::unitId)
                .toList());
    }


    private ObjectNode read(String text) {
        try {
            return (ObjectNode) json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state is not JSON", e);
        }
    }

    private record Row(String unitId, ObjectNode state) {
    }
}
