package svc.command.task;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.CancelTask;
import svc.command.api.FailTask;
import svc.command.api.QueueTask;
import svc.command.api.ReportTaskProgress;
import svc.command.api.StartTask;
import svc.command.api.SucceedTask;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskSucceeded;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.UnitNotFound;

/** The rules of the Task aggregate, one given/when/then each. */
class TaskTest {
    static final String UNIT_ID = UnitIds.of("acme", UnitKind.TASK, "tk_1");
    static final String PLACE = "tenant/acme/brand/b1/strategy/s1";
    static final Instant AT = Instant.parse("2026-03-01T00:00:00Z");
    static final Instant LATER = Instant.parse("2026-03-01T00:00:05Z");

    static final TaskQueued QUEUED = new TaskQueued(UNIT_ID, "acme", "tk_1", "act/deepen", PLACE, "ana", "run",
            "run_1", "{\"observation\":\"o1\"}", AT, AT);
    static final TaskStarted STARTED = new TaskStarted(UNIT_ID, false, LATER);

    private AggregateTestFixture<Task> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Task.class);
    }

    @Test
    void queueingMakesTheTask() {
        fixture.givenNoPriorActivity()
                .when(new QueueTask(UNIT_ID, "acme", "tk_1", "act/deepen", PLACE, "ana", "run", "run_1",
                        "{\"observation\":\"o1\"}", AT, AT))
                .expectEvents(QUEUED);
    }

    @Test
    void aQueuedTaskStarts() {
        fixture.given(QUEUED).when(new StartTask(UNIT_ID, false, LATER)).expectEvents(STARTED);
    }

    @Test
    void aRunningTaskDoesNotStartAgainUnlessResumed() {
        fixture.given(QUEUED, STARTED).when(new StartTask(UNIT_ID, false, LATER))
                .expectNoEvents().expectException(ruleBroken("starts_once"));
    }

    @Test
    void aRunningTaskIsResumedAfterItsProcessStopped() {
        fixture.given(QUEUED, STARTED).when(new StartTask(UNIT_ID, true, LATER))
                .expectEvents(new TaskStarted(UNIT_ID, true, LATER));
    }

    @Test
    void aFinishedTaskIsNotResumed() {
        fixture.given(QUEUED, STARTED, new TaskSucceeded(UNIT_ID, "deepening", "dp_1", LATER))
                .when(new StartTask(UNIT_ID, true, LATER))
                .expectNoEvents().expectException(ruleBroken("starts_once"));
    }

    @Test
    void aCancelledTaskDoesNotStart() {
        fixture.given(QUEUED, new TaskCancelled(UNIT_ID, "ana", LATER)).when(new StartTask(UNIT_ID, false, LATER))
                .expectNoEvents().expectException(ruleBroken("cancelled"));
    }

    @Test
    void aRunningTaskReportsProgress() {
        fixture.given(QUEUED, STARTED).when(new ReportTaskProgress(UNIT_ID, 0.5, "fetched", LATER))
                .expectEvents(new TaskProgressed(UNIT_ID, 0.5, "fetched", LATER));
    }

    @Test
    void progressIsAShareFromZeroToOne() {
        fixture.given(QUEUED, STARTED).when(new ReportTaskProgress(UNIT_ID, 1.5, "too far", LATER))
                .expectNoEvents().expectException(ruleBroken("progress_share"));
    }

    @Test
    void aQueuedTaskReportsNoProgress() {
        fixture.given(QUEUED).when(new ReportTaskProgress(UNIT_ID, 0.5, "fetched", LATER))
                .expectNoEvents().expectException(ruleBroken("reports_while_running"));
    }

    @Test
    void aCancelledTaskTakesNoMoreProgress() {
        fixture.given(QUEUED, STARTED, new TaskCancelled(UNIT_ID, "ana", LATER))
                .when(new ReportTaskProgress(UNIT_ID, 0.5, "fetched", LATER))
                .expectNoEvents().expectException(ruleBroken("cancelled"));
    }

    @Test
    void aRunningTaskSucceedsWithItsResult() {
        fixture.given(QUEUED, STARTED).when(new SucceedTask(UNIT_ID, "deepening", "dp_1", LATER))
                .expectEvents(new TaskSucceeded(UNIT_ID, "deepening", "dp_1", LATER));
    }

    @Test
    void aCancelledTaskDoesNotSucceed() {
        fixture.given(QUEUED, STARTED, new TaskCancelled(UNIT_ID, "ana", LATER))
                .when(new SucceedTask(UNIT_ID, "deepening", "dp_1", LATER))
                .expectNoEvents().expectException(ruleBroken("cancelled"));
    }

    @Test
    void aQueuedTaskDoesNotSucceed() {
        fixture.given(QUEUED).when(new SucceedTask(UNIT_ID, "deepening", "dp_1", LATER))
                .expectNoEvents().expectException(ruleBroken("finishes_while_running"));
    }

    @Test
    void aRunningTaskFails() {
        fixture.given(QUEUED, STARTED).when(new FailTask(UNIT_ID, "the source answered 404", LATER))
                .expectEvents(new TaskFailed(UNIT_ID, "the source answered 404", LATER));
    }

    @Test
    void failingAnEndedTaskChangesNothing() {
        fixture.given(QUEUED, STARTED, new TaskCancelled(UNIT_ID, "ana", LATER))
                .when(new FailTask(UNIT_ID, "interrupted", LATER))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void aRunningTaskIsCancelled() {
        fixture.given(QUEUED, STARTED).when(new CancelTask(UNIT_ID, "tenant/acme", "ana", LATER))
                .expectEvents(new TaskCancelled(UNIT_ID, "ana", LATER));
    }

    @Test
    void cancellingAnEndedTaskChangesNothing() {
        fixture.given(QUEUED, STARTED, new TaskSucceeded(UNIT_ID, "deepening", "dp_1", LATER))
                .when(new CancelTask(UNIT_ID, "tenant/acme", "ana", LATER))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void aTaskOutsideTheCallersScopeIsNotFound() {
        fixture.given(QUEUED).when(new CancelTask(UNIT_ID, "tenant/acme/brand/b2", "ana", LATER))
                .expectNoEvents().expectException(UnitNotFound.class);
    }
}
