package svc.gateway.session;

import java.util.List;
import java.util.Optional;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.TaskQueued;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Caller;

/**
 * A run's identity, {@code run:<id>}: a task ({@code tk_...}) acts for whoever started it, at the place it was
 * started in (its first event says both); an armed workflow acts for whoever armed it, at its place (the workflow
 * runner's table). The identity is that person narrowed to that place, so never wider than the starter.
 */
@Component
class RunIdentities {
    static final String ISSUER = "svc-runs";
    private static final String TASK_PREFIX = "tk_";

    private final EventStore events;
    private final JdbcTemplate jdbc;

    RunIdentities(EventStore events, JdbcTemplate jdbc) {
        this.events = events;
        this.jdbc = jdbc;
    }

    /** The identity of the run named {@code run:<id>} (or just {@code <id>}) in the tenant; empty when none. */
    Optional<Caller> of(String run, String tenant) {
        String id = run.startsWith("run:") ? run.substring(4) : run;
        return id.startsWith(TASK_PREFIX) ? task(tenant, id) : armedWorkflow(tenant, id);
    }

    private Optional<Caller> task(String tenant, String id) {
        DomainEventStream stream = events.readEvents(UnitIds.of(tenant, UnitKind.TASK, id));
        if (!stream.hasNext() || !(stream.next().getPayload() instanceof TaskQueued queued)) {
            return Optional.empty();
        }
        return Optional.of(new Caller(queued.subject(), Caller.RUN, ISSUER, null, null, List.of(queued.place())));
    }

    private Optional<Caller> armedWorkflow(String tenant, String id) {
        return jdbc.query("SELECT armed_by, place FROM wf_runner WHERE tenant = ? AND workflow_id = ? AND armed = TRUE",
                        (rs, i) -> new Caller(rs.getString(1), Caller.RUN, ISSUER, null, null,
                                List.of(rs.getString(2))), tenant, id)
                .stream().findFirst();
    }
}
