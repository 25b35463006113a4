package svc.command.grant;

import static org.hamcrest.Matchers.containsString;
import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.util.List;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.GiveGrant;
import svc.command.api.GiveInvitedGrants;
import svc.command.api.GrantGiven;
import svc.command.api.GrantHeld;
import svc.command.api.GrantIds;
import svc.command.api.GrantWithdrawn;
import svc.command.api.InvitedGrantsGiven;
import svc.command.api.RuleBroken;
import svc.command.api.WithdrawGrant;
import svc.command.api.WithdrawInvitedGrants;

/** The rules of the Grant aggregate, one given/when/then each. */
class GrantTest {
    static final String SUBJECT = "user:ana";
    static final String PLACE = "tenant/acme/brand/b1";
    static final String GRANT_ID = GrantIds.of(SUBJECT, PLACE);
    static final String GIVEN_BY = "user:root";
    static final List<String> READ_AND_ASK = List.of("read", "ask");
    static final List<String> ADMIN = List.of("admin");
    static final String UNKNOWN_GRANT = "write";
    static final String PROPOSE = "propose";
    static final String RUN = "run";
    static final String UNKNOWN_MODE = "auto";
    static final String WITHDRAWN_BY = "user:boss";
    static final String INVITATION = "inv-ana";
    static final List<String> READ = List.of("read");
    static final List<String> ASK = List.of("ask");
    static final List<String> ACT = List.of("act");
    static final List<String> NONE = List.of();

    private AggregateTestFixture<Grant> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Grant.class);
    }

    private static GiveGrant give(List<String> grants, String mode) {
        return new GiveGrant(GRANT_ID, SUBJECT, PLACE, grants, mode, GIVEN_BY);
    }

    private static GrantGiven given(List<String> grants, String mode) {
        return new GrantGiven(GRANT_ID, SUBJECT, PLACE, grants, mode, GIVEN_BY);
    }

    @Test
    void givingGrantsEmitsGrantGiven() {
        fixture.givenNoPriorActivity()
                .when(give(READ_AND_ASK, PROPOSE))
                .expectSuccessfulHandlerExecution()
                .expectEvents(given(READ_AND_ASK, PROPOSE));
    }

    @Test
    void givingGrantsAgainReplacesTheSetHeld() {
        fixture.given(given(READ_AND_ASK, PROPOSE))
                .when(give(ADMIN, RUN))
                .expectEvents(given(ADMIN, RUN));
    }

    @Test
    void everyKnownGrantNameIsAccepted() {
        List<String> all = List.of("read", "ask", "act", "admin");
        fixture.givenNoPriorActivity()
                .when(give(all, RUN))
                .expectEvents(given(all, RUN));
    }

    @Test
    void anUnknownGrantNameIsRefused() {
        fixture.givenNoPriorActivity()
                .when(give(List.of("read", UNKNOWN_GRANT), PROPOSE))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("known_grants"))
                .expectExceptionMessage(containsString("[" + UNKNOWN_GRANT + "]"));
    }

    @Test
    void anUnknownModeIsRefused() {
        fixture.givenNoPriorActivity()
                .when(give(READ_AND_ASK, UNKNOWN_MODE))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("known_mode"))
                .expectExceptionMessage(containsString("mode must be one of"));
    }

    @Test
    void anUnknownGrantOnAnExistingGrantIsRefusedAndTheOldSetStands() {
        fixture.given(given(READ_AND_ASK, PROPOSE))
                .when(give(List.of(UNKNOWN_GRANT), PROPOSE))
                .expectNoEvents()
                .expectException(ruleBroken("known_grants"));
    }

    private static WithdrawGrant withdraw(List<String> grants) {
        return new WithdrawGrant(GRANT_ID, grants, WITHDRAWN_BY);
    }

    private static GrantWithdrawn withdrawn(List<String> grants, List<String> held, String mode) {
        return new GrantWithdrawn(GRANT_ID, SUBJECT, PLACE, grants, held, mode, WITHDRAWN_BY);
    }

    private static GiveInvitedGrants invited(List<String> grants) {
        return new GiveInvitedGrants(GRANT_ID, SUBJECT, PLACE, INVITATION, grants, GIVEN_BY);
    }

    private static InvitedGrantsGiven invitedGiven(List<String> grants, List<String> held, String mode) {
        return new InvitedGrantsGiven(GRANT_ID, SUBJECT, PLACE, INVITATION, grants, held, mode, GIVEN_BY);
    }

    @Test
    void givingAnswersWhatIsHeld() {
        fixture.givenNoPriorActivity()
                .when(give(READ_AND_ASK, PROPOSE))
                .expectResultMessagePayload(new GrantHeld(SUBJECT, PLACE, READ_AND_ASK, PROPOSE));
    }

    @Test
    void givingAgainWithoutAModeKeepsTheModeHeld() {
        fixture.given(given(READ_AND_ASK, PROPOSE))
                .when(give(ADMIN, null))
                .expectEvents(given(ADMIN, PROPOSE));
    }

    @Test
    void givingTheFirstTimeWithoutAModeRuns() {
        fixture.givenNoPriorActivity()
                .when(give(READ_AND_ASK, null))
                .expectEvents(given(READ_AND_ASK, RUN));
    }

    @Test
    void withdrawingHeldGrantsLeavesTheRestAndTheMode() {
        fixture.given(given(READ_AND_ASK, PROPOSE))
                .when(withdraw(ASK))
                .expectEvents(withdrawn(ASK, READ, PROPOSE))
                .expectResultMessagePayload(new GrantHeld(SUBJECT, PLACE, READ, PROPOSE));
    }

    @Test
    void withdrawingEveryGrantLeavesNothingHeld() {
        fixture.given(given(READ_AND_ASK, RUN))
                .when(withdraw(List.of("ask", "read")))
                .expectEvents(withdrawn(READ_AND_ASK, NONE, RUN));
    }

    @Test
    void withdrawingAGrantNotHeldIsRefused() {
        fixture.given(given(READ_AND_ASK, RUN))
                .when(withdraw(List.of("read", "act")))
                .expectNoEvents()
                .expectException(ruleBroken("held_grants"))
                .expectExceptionMessage(containsString("does not hold [act]"));
    }

    @Test
    void withdrawingAGrantAlreadyWithdrawnIsRefused() {
        fixture.given(given(READ_AND_ASK, RUN), withdrawn(ASK, READ, RUN))
                .when(withdraw(ASK))
                .expectNoEvents()
                .expectException(ruleBroken("held_grants"));
    }

    @Test
    void withdrawingAnUnknownGrantIsRefused() {
        fixture.given(given(READ_AND_ASK, RUN))
                .when(withdraw(List.of(UNKNOWN_GRANT)))
                .expectNoEvents()
                .expectException(ruleBroken("known_grants"));
    }

    @Test
    void withdrawingNoGrantIsRefused() {
        fixture.given(given(READ_AND_ASK, RUN))
                .when(withdraw(NONE))
                .expectNoEvents()
                .expectException(ruleBroken("some_grants"));
    }

    @Test
    void withdrawingWhereNothingWasEverGivenIsRefused() {
        fixture.givenNoPriorActivity()
                .when(withdraw(READ))
                .expectNoEvents()
                .expectException(AggregateNotFoundException.class);
    }

    @Test
    void givingAgainAfterAWithdrawalSetsTheGrantsAndTheMode() {
        fixture.given(given(READ_AND_ASK, PROPOSE), withdrawn(READ_AND_ASK, NONE, PROPOSE))
                .when(give(READ, RUN))
                .expectEvents(given(READ, RUN));
    }

    @Test
    void anInvitationGivesItsGrantsBesideThoseHeldAndKeepsTheMode() {
        fixture.given(given(READ, RUN))
                .when(invited(READ_AND_ASK))
                .expectEvents(invitedGiven(ASK, READ_AND_ASK, RUN));
    }

    @Test
    void anInviteeHoldingNothingProposes() {
        fixture.givenNoPriorActivity()
                .when(invited(READ_AND_ASK))
                .expectEvents(invitedGiven(READ_AND_ASK, READ_AND_ASK, PROPOSE));
    }

    @Test
    void anUnknownInvitedGrantIsRefused() {
        fixture.givenNoPriorActivity()
                .when(invited(List.of(UNKNOWN_GRANT)))
                .expectNoEvents()
                .expectException(ruleBroken("known_grants"));
    }

    @Test
    void revokingAnInvitationTakesBackOnlyWhatItGave() {
        fixture.given(given(READ, RUN), invitedGiven(ASK, READ_AND_ASK, RUN))
                .when(new WithdrawInvitedGrants(GRANT_ID, INVITATION, WITHDRAWN_BY))
                .expectEvents(withdrawn(ASK, READ, RUN));
    }

    @Test
    void revokingAnInvitationWhoseGrantsWereWithdrawnTakesNothing() {
        fixture.given(invitedGiven(READ_AND_ASK, READ_AND_ASK, PROPOSE), withdrawn(READ_AND_ASK, NONE, PROPOSE))
                .when(new WithdrawInvitedGrants(GRANT_ID, INVITATION, WITHDRAWN_BY))
                .expectNoEvents()
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void revokingAnInvitationAfterAnAdminReplacedTheSetTakesBackOnlyWhatIsStillItsOwn() {
        fixture.given(invitedGiven(READ_AND_ASK, READ_AND_ASK, PROPOSE), given(List.of("read", "act"), RUN))
                .when(new WithdrawInvitedGrants(GRANT_ID, INVITATION, WITHDRAWN_BY))
                .expectEvents(withdrawn(READ, ACT, RUN));
    }
}
