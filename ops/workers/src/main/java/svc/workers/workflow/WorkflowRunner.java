package svc.workers.workflow;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Places;
import svc.command.api.SettleHypothesis;
import svc.command.api.StartsOn;
import svc.command.api.TakeWorkflowSteps;
import svc.command.api.UnitIds;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowStep;
import svc.command.api.WorkflowWritten;
import svc.command.store.AxonStorageConfig;
import svc.projections.ProjectionsEnabled;
import svc.projections.rows.KeptForTransaction;

/**
 * The {@code workflow-runner}: new hypothesis events run the steps of the armed workflows they start. It reads the
 * log in one segment, so it sees a workflow armed before any event that follows the arming. It never acts during a
 * replay, and each workflow takes its steps at most once per event (the Workflow aggregate keeps the events it acted
 * on), so a redelivered batch after a restart runs nothing twice. Events an armed workflow caused start no workflow,
 * so workflows cannot start one another in a loop. The local app's replica runs none ({@code svc.workflows.enabled}
 * false): its steps are the platform's to take.
 */
@Component
@ProjectionsEnabled
@ConditionalOnProperty(name = "svc.workflows.enabled", havingValue = "true", matchIfMissing = true)
@ProcessingGroup(WorkflowRunner.NAME)
class WorkflowRunner {
    static final String NAME = "workflow-runner";
    static final String ROUTE = "workflow";

    private final JdbcTemplate jdbc;
    private final CommandGateway commands;
    private final EventStore events;
    private final KeptForTransaction<String, List<Armed>> armedIn = new KeptForTransaction<>(this::readArmed);

    WorkflowRunner(JdbcTemplate jdbc, CommandGateway commands, EventStore events) {
        this.jdbc = jdbc;
        this.commands = commands;
        this.events = events;
    }

    @EventHandler
    void on(WorkflowWritten event) {
        armedIn.forget();
        int updated = jdbc.update("UPDATE wf_runner SET starts_on = ? WHERE unit_id = ?", event.startsOn(),
                event.unitId());
        if (updated == 0) {
            jdbc.update("INSERT INTO wf_runner (unit_id, tenant, workflow_id, place, starts_on, armed, armed_by) "
                    + "VALUES (?, ?, ?, ?, ?, FALSE, NULL)", event.unitId(), event.tenant(), event.id(),
                    event.place(), event.startsOn());
        }
    }

    @EventHandler
    void on(WorkflowArmed event) {
        armedIn.forget();
        jdbc.update("UPDATE wf_runner SET armed = TRUE, armed_by = ? WHERE unit_id = ?", event.armedBy(),
                event.unitId());
    }

    @EventHandler
    @DisallowReplay
    void on(HypothesisRecorded event, EventMessage<HypothesisRecorded> message) {
        List<Armed> armed = armedFor(message, event.unitId());
        if (!armed.isEmpty()) {
            run(event, message, armed, event.unitId(), event.id(), event.place(), event.trueFrom());
        }
    }

    @EventHandler
    @DisallowReplay
    void on(HypothesisSettled event, EventMessage<HypothesisSettled> message) {
        List<Armed> armed = armedFor(message, event.unitId());
        if (!armed.isEmpty()) {
            // A settling does not carry its hypothesis's place; its first event does, read only when a workflow waits.
            HypothesisRecorded recorded = (HypothesisRecorded) events.readEvents(event.unitId()).next().getPayload();
            run(event, message, armed, event.unitId(), recorded.id(), recorded.place(), event.trueFrom());
        }
    }

    /** The workflows armed in the hypothesis's tenant; none for an event a workflow caused. */
    private List<Armed> armedFor(EventMessage<?> message, String hypothesisUnitId) {
        if (ROUTE.equals(message.getMetaData().get(AxonStorageConfig.ROUTE))) {
            return List.of();
        }
        return armedIn.get(UnitIds.tenantOf(hypothesisUnitId));
    }

    private List<Armed> readArmed(String tenant) {
        return jdbc.query("SELECT unit_id, workflow_id, place, starts_on, armed_by FROM wf_runner "
                        + "WHERE tenant = ? AND armed = TRUE ORDER BY unit_id",
                (rs, i) -> new Armed(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5)), tenant);
    }

    private void run(Object event, EventMessage<?> message, List<Armed> armedInTenant, String hypothesisUnitId,
            String hypothesisId, String place, Instant trueFrom) {
        for (Armed armed : armedInTenant) {
            if (!Places.within(place, armed.place())) {
                continue;
            }
            if (!StartsOn.parse(armed.startsOn()).map(startsOn -> startsOn.startedBy(event)).orElse(false)) {
                continue;
            }
            String because = "armed workflow " + armed.workflowId() + " started by "
                    + message.getPayloadType().getSimpleName() + " of hypothesis " + hypothesisId;
            Map<String, String> lineage = Map.of(AxonStorageConfig.BY, armed.armedBy(),
                    AxonStorageConfig.RUN, NAME + ":" + message.getIdentifier(),
                    AxonStorageConfig.ROUTE, ROUTE, AxonStorageConfig.BECAUSE, because);
            List<WorkflowStep> taken = commands.sendAndWait(GenericCommandMessage.asCommandMessage(
                    new TakeWorkflowSteps(armed.unitId(), message.getIdentifier(), hypothesisId, trueFrom))
                    .andMetaData(lineage));
            for (WorkflowStep step : taken) {
                if (WorkflowStep.SETTLE.equals(step.kind())) {
                    commands.sendAndWait(GenericCommandMessage.asCommandMessage(new SettleHypothesis(
                            hypothesisUnitId, armed.place(), step.standing(), step.on(), armed.armedBy(), trueFrom))
                            .andMetaData(lineage));
                }
            }
        }
    }

    private record Armed(String unitId, String workflowId, String place, String startsOn, String armedBy) {
    }
}
