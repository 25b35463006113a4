package svc.command.workflow;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.Standing;
import svc.command.api.TakeWorkflowSteps;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowGivenBack;
import svc.command.api.WorkflowStep;
import svc.command.api.WorkflowStepTaken;
import svc.command.api.WorkflowWritten;
import svc.command.api.WriteWorkflow;

/** The rules of the Workflow aggregate, one given/when/then each. */
class WorkflowTest {
    static final String TENANT = "acme";
    static final String ID = "w1";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.WORKFLOW, ID);
    static final String PLACE = "tenant/acme/brand/b1/strategy/s1";
    static final String OTHER_PLACE = "tenant/acme/brand/b1/strategy/s2";
    static final String STARTS_ON = "hypothesis recorded";
    static final List<WorkflowStep> STEPS = List.of(WorkflowStep.note("look"),
            WorkflowStep.settle(Standing.UNDER_TEST, "queued for test"));
    static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant LATER = Instant.parse("2026-02-01T00:00:00Z");

    private AggregateTestFixture<Workflow> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Workflow.class);
    }

    static WriteWorkflow write(String place, String name, boolean arm) {
        return write(place, name, arm, WorkflowGivenBack.NOTHING);
    }

    static WriteWorkflow write(String place, String name, boolean arm, WorkflowGivenBack givenBack) {
        return new WriteWorkflow(UNIT_ID, TENANT, ID, place, place.substring(place.lastIndexOf('/') + 1), name,
                STARTS_ON, STEPS, arm, givenBack, "ana", AT);
    }

    static WorkflowWritten written(String name, long version) {
        return new WorkflowWritten(UNIT_ID, TENANT, ID, PLACE, "s1", name, STARTS_ON, STEPS, version, AT);
    }

    @Test
    void aWriteIsTheFirstVersion() {
        fixture.givenNoPriorActivity()
                .when(write(PLACE, "triage", false))
                .expectEvents(written("triage", 1));
    }

    @Test
    void aChangedWriteIsTheNextVersion() {
        fixture.given(written("triage", 1))
                .when(write(PLACE, "triage all", false))
                .expectEvents(written("triage all", 2));
    }

    @Test
    void aWriteThatChangesNothingRecordsNothing() {
        fixture.given(written("triage", 1))
                .when(write(PLACE, "triage", false))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void armingArmsOnce() {
        fixture.given(written("triage", 1))
                .when(write(PLACE, "triage", true))
                .expectEvents(new WorkflowArmed(UNIT_ID, "ana", AT));
    }

    @Test
    void armingAnArmedWorkflowRecordsNothing() {
        fixture.given(written("triage", 1), new WorkflowArmed(UNIT_ID, "ana", AT))
                .when(write(PLACE, "triage", true))
                .expectNoEvents();
    }

    @Test
    void aWorkflowsStrategyDoesNotChange() {
        fixture.given(written("triage", 1))
                .when(write(OTHER_PLACE, "triage", false))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }

    @Test
    void theVersionAndStateGivenBackAsReadAreAccepted() {
        fixture.given(written("triage", 1), new WorkflowArmed(UNIT_ID, "ana", AT))
                .when(write(PLACE, "triage all", false, new WorkflowGivenBack(1L, true, AT, true)))
                .expectEvents(written("triage all", 2));
    }

    @Test
    void aStaleVersionGivenBackIsRefused() {
        fixture.given(written("triage", 1), written("triage all", 2))
                .when(write(PLACE, "triage some", false, new WorkflowGivenBack(1L, null, null, false)))
                .expectNoEvents()
                .expectException(ruleBroken("version_current"));
    }

    @Test
    void aStateGivenBackThatIsNotHeldIsRefused() {
        fixture.given(written("triage", 1))
                .when(write(PLACE, "triage", true, new WorkflowGivenBack(null, true, AT, true)))
                .expectNoEvents()
                .expectException(ruleBroken("state_held"));
    }

    @Test
    void aReadySinceGivenBackThatIsNotHeldIsRefused() {
        fixture.given(written("triage", 1), new WorkflowArmed(UNIT_ID, "ana", AT))
                .when(write(PLACE, "triage", false, new WorkflowGivenBack(null, true, LATER, true)))
                .expectNoEvents()
                .expectException(ruleBroken("since_held"));
    }

    @Test
    void anArmedWorkflowTakesEachStepForAnEvent() {
        fixture.given(written("triage", 1), new WorkflowArmed(UNIT_ID, "ana", AT))
                .when(new TakeWorkflowSteps(UNIT_ID, "event-1", "h1", LATER))
                .expectResultMessagePayload(STEPS)
                .expectEvents(new WorkflowStepTaken(UNIT_ID, "event-1", "h1", 0, STEPS.get(0), LATER),
                        new WorkflowStepTaken(UNIT_ID, "event-1", "h1", 1, STEPS.get(1), LATER));
    }

    @Test
    void anEventAlreadyActedOnRunsNothingAgain() {
        fixture.given(written("triage", 1), new WorkflowArmed(UNIT_ID, "ana", AT),
                        new WorkflowStepTaken(UNIT_ID, "event-1", "h1", 0, STEPS.get(0), LATER))
                .when(new TakeWorkflowSteps(UNIT_ID, "event-1", "h1", LATER))
                .expectResultMessagePayload(List.of())
                .expectNoEvents();
    }

    @Test
    void aWorkflowNotArmedTakesNoStep() {
        fixture.given(written("triage", 1))
                .when(new TakeWorkflowSteps(UNIT_ID, "event-1", "h1", LATER))
                .expectResultMessagePayload(List.of())
                .expectNoEvents();
    }
}
