package svc.command.grant;

import static org.hamcrest.Matchers.containsString;
import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.GiveGrant;
import svc.command.api.GrantGiven;
import svc.command.api.GrantIds;
import svc.command.api.RuleBroken;

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
                .expectException(ruleBroken("known_grants", "/grants"))
                .expectExceptionMessage(containsString("[" + UNKNOWN_GRANT + "]"));
    }

    @Test
    void anUnknownModeIsRefused() {
        fixture.givenNoPriorActivity()
                .when(give(READ_AND_ASK, UNKNOWN_MODE))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("known_mode", "/mode"))
                .expectExceptionMessage(containsString("mode must be one of"));
    }

    @Test
    void anUnknownGrantOnAnExistingGrantIsRefusedAndTheOldSetStands() {
        fixture.given(given(READ_AND_ASK, PROPOSE))
                .when(give(List.of(UNKNOWN_GRANT), PROPOSE))
                .expectNoEvents()
                .expectException(ruleBroken("known_grants", "/grants"));
    }
}
