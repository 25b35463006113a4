package svc.query.runs;

import static svc.sql.SqlTimes.at;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;
import svc.projections.run.RunState;
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
    private final UnitStates states;

    RunQueries(JdbcTemplate jdbc, UnitStates states) {
        this.jdbc = jdbc;
        this.states = states;
    }

    @QueryHandler
    @Awaits(UnitKind.RUN)
    RunsAnswer handle(FindRuns query) {
        List<RunState> runs = jdbc.queryForList("SELECT state FROM bt_unit WHERE tenant = ? AND " + AT
                        + " ORDER BY unit_id", String.class, query.tenant(), at(query.trueOn()),
                        at(query.trueOn()), at(query.knownOn()), at(query.knownOn())).stream()
                .map(this::read)
                .filter(run -> Places.within(Objects.toString(run.place(), ""), query.callScope()))
                .toList();
        return new RunsAnswer(runs);
    }

    @QueryHandler
    WaitingRuns handle(FindWaitingRuns query) {
        return new WaitingRuns(jdbc.query("SELECT unit_id, state FROM bt_unit WHERE " + AT + " ORDER BY unit_id",
                        (rs, n) -> new Row(rs.getString(1), read(rs.getString(2))),
                        at(query.at()), at(query.at()), at(query.at()), at(query.at())).stream()
                .filter(row -> "waiting".equals(row.run().state()))
                .map(Row::unitId)
                .toList());
    }


    private RunState read(String text) {
        return states.read(RunState.class, text);
    }

    private record Row(String unitId, RunState run) {
    }
}
