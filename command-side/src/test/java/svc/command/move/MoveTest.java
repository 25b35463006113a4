package svc.command.move;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.EndMove;
import svc.command.api.FailMove;
import svc.command.api.MakeMove;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;
import svc.command.api.RecordMoveDone;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the Move aggregate, one given/when/then each. */
class MoveTest {
    static final String TENANT = "acme";
    static final String ID = "mv_0123456789abcdef";
    static final String TASK = "tk_0123456789abcdef";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.MOVE, ID);
    static final String PLACE = "tenant/acme/brand/b1";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");
    static final ObjectNode ARGUMENTS = JsonNodeFactory.instance.objectNode().put("name", "Ana").put("score", 7);
    static final Map<String, String> SOURCES = Map.of("name", "lead/l1", "score", "the caller's own words");

    static final MoveStarted STARTED = new MoveStarted(UNIT_ID, TENANT, ID, TASK, "crm", "create_lead", ARGUMENTS,
            SOURCES, "ana", PLACE, TRUE_FROM);
    static final MoveProposed PROPOSED = new MoveProposed(UNIT_ID, TENANT, ID, TASK, "crm", "create_lead",
            ARGUMENTS, SOURCES, "ana", PLACE, TRUE_FROM);

    private AggregateTestFixture<Move> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Move.class);
    }

    private static MakeMove make(String mode) {
        return new MakeMove(UNIT_ID, TENANT, ID, TASK, "crm", "create_lead", ARGUMENTS, SOURCES, "ana", PLACE, mode,
                TRUE_FROM);
    }

    @Test
    void underModeRunTheMoveIsRunning() {
        fixture.givenNoPriorActivity().when(make("run")).expectEvents(STARTED);
    }

    @Test
    void underModeProposeTheMoveIsProposed() {
        fixture.givenNoPriorActivity().when(make("propose")).expectEvents(PROPOSED);
    }

    @Test
    void anUnknownModeIsRefused() {
        fixture.givenNoPriorActivity()
                .when(make("maybe"))
                .expectNoEvents()
                .expectException(ruleBroken("known_mode"));
    }

    @Test
    void aMoveWithoutArgumentsIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new MakeMove(UNIT_ID, TENANT, ID, TASK, "crm", "create_lead", null, SOURCES, "ana", PLACE,
                        "run", TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("arguments_given"));
    }

    @Test
    void aMoveWithoutArgumentSourcesIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new MakeMove(UNIT_ID, TENANT, ID, TASK, "crm", "create_lead", ARGUMENTS, null, "ana", PLACE,
                        "run", TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("argument_sources_given"));
    }

    @Test
    void aRunningMoveIsDoneWithTheSourcesIdFromItsOwnDate() {
        fixture.given(STARTED)
                .when(new RecordMoveDone(UNIT_ID, "crm-981"))
                .expectEvents(new MoveDone(UNIT_ID, "crm-981", TRUE_FROM));
    }

    @Test
    void aRunningMoveFailsWithItsReason() {
        fixture.given(STARTED)
                .when(new FailMove(UNIT_ID, "the source answered 503"))
                .expectEvents(new MoveFailed(UNIT_ID, "the source answered 503", TRUE_FROM));
    }

    @Test
    void aProposedMoveIsNotDoneByItsConnector() {
        fixture.given(PROPOSED)
                .when(new RecordMoveDone(UNIT_ID, "crm-981"))
                .expectNoEvents()
                .expectException(ruleBroken("connector_ends_running"));
    }

    @Test
    void aProposedMoveIsNotFailedByItsConnector() {
        fixture.given(PROPOSED)
                .when(new FailMove(UNIT_ID, "the source answered 503"))
                .expectNoEvents()
                .expectException(ruleBroken("connector_ends_running"));
    }

    @Test
    void aDoneMoveIsNotDoneAgainBecauseAMoveFinishesOnce() {
        fixture.given(STARTED, new MoveDone(UNIT_ID, "crm-981", TRUE_FROM))
                .when(new RecordMoveDone(UNIT_ID, "crm-982"))
                .expectNoEvents()
                .expectException(ruleBroken("finished_once"));
    }

    @Test
    void aCancelledMoveIsNotFailedByItsConnectorBecauseAMoveFinishesOnce() {
        fixture.given(STARTED, new MoveCancelled(UNIT_ID, "cancelled by ana", TRUE_FROM))
                .when(new FailMove(UNIT_ID, "the source answered 503"))
                .expectNoEvents()
                .expectException(ruleBroken("finished_once"));
    }

    @Test
    void aCancelledTaskCancelsARunningMove() {
        fixture.given(STARTED)
                .when(new EndMove(UNIT_ID, "cancelled", "cancelled by ana"))
                .expectEvents(new MoveCancelled(UNIT_ID, "cancelled by ana", TRUE_FROM));
    }

    @Test
    void aCancelledTaskCancelsAProposedMove() {
        fixture.given(PROPOSED)
                .when(new EndMove(UNIT_ID, "cancelled", "cancelled by ana"))
                .expectEvents(new MoveCancelled(UNIT_ID, "cancelled by ana", TRUE_FROM));
    }

    @Test
    void aFailedTaskFailsARunningMove() {
        fixture.given(STARTED)
                .when(new EndMove(UNIT_ID, "failed", "the process stopped while the connector was called"))
                .expectEvents(new MoveFailed(UNIT_ID, "the process stopped while the connector was called",
                        TRUE_FROM));
    }

    @Test
    void aTaskEndingAfterItsMoveFinishedLeavesTheOutcome() {
        fixture.given(STARTED, new MoveFailed(UNIT_ID, "the source answered 503", TRUE_FROM))
                .when(new EndMove(UNIT_ID, "failed", "the source answered 503"))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void aTaskEndsItsMoveOnlyCancelledOrFailed() {
        fixture.given(STARTED)
                .when(new EndMove(UNIT_ID, "succeeded", "done"))
                .expectNoEvents()
                .expectException(ruleBroken("known_ending"));
    }
}
