package svc.workers.workflow;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.HypothesisRecorded;
import svc.command.api.StartsOn;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowWritten;
import svc.projections.TestDatabases;

/** The armed workflows are read once a batch: one armed within the batch runs for the batch's later events. */
class WorkflowRunnerTest {
    private static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");
    private static final String PLACE = "tenant/acme/brand/b1/strategy/s1";
    private static final String WORKFLOW = UnitIds.of("acme", UnitKind.WORKFLOW, "w1");

    private final DataSource database = TestDatabases.h2();
    private final CommandGateway commands = mock(CommandGateway.class);
    private final WorkflowRunner runner = new WorkflowRunner(new JdbcTemplate(database), commands,
            mock(EventStore.class));
    private final TransactionTemplate batch = new TransactionTemplate(new DataSourceTransactionManager(database));

    @Test
    void aWorkflowArmedInTheBatchRunsForItsLaterEvents() {
        when(commands.sendAndWait(any(CommandMessage.class))).thenReturn(List.of());

        batch.executeWithoutResult(status -> {
            recorded("h1");
            runner.on(new WorkflowWritten(WORKFLOW, "acme", "w1", PLACE, "s1", "Follow up", StartsOn.RECORDED,
                    List.of(), 1, AT));
            recorded("h2");
            runner.on(new WorkflowArmed(WORKFLOW, "alice", AT));
            recorded("h3");
        });

        verify(commands, times(1)).sendAndWait(any(CommandMessage.class));
    }

    @Test
    void nothingRunsBeforeAWorkflowIsArmed() {
        batch.executeWithoutResult(status -> {
            recorded("h1");
            recorded("h2");
        });

        verify(commands, never()).sendAndWait(any(CommandMessage.class));
    }

    private void recorded(String id) {
        HypothesisRecorded event = new HypothesisRecorded(UnitIds.of("acme", UnitKind.HYPOTHESIS, id), "acme", id,
                PLACE, "A claim", AT, null);
        EventMessage<HypothesisRecorded> message = GenericEventMessage.asEventMessage(event);
        runner.on(event, message);
    }
}
