package svc.command.telling;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.util.List;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.DisableTelling;
import svc.command.api.FailedCall;
import svc.command.api.RecordTellingCallFailed;
import svc.command.api.RegisterTelling;
import svc.command.api.TellingCallFailed;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the Telling aggregate, one given/when/then each. */
class TellingTest {
    static final String TENANT = "acme";
    static final String ID = "tl_1";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.TELLING, ID);
    static final String PLACE = "tenant/acme";
    static final String ADDRESS = "https://hooks.example.com/svc";
    static final List<String> KINDS = List.of("publishing", "run");
    static final Instant AT = Instant.parse("2026-03-01T00:00:00Z");

    private AggregateTestFixture<Telling> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Telling.class);
    }

    private static RegisterTelling register(String address, List<String> kinds, int tries) {
        return new RegisterTelling(UNIT_ID, TENANT, ID, PLACE, address, kinds, "k:sealed", "****abcd", tries, AT);
    }

    private static TellingRegistered registered() {
        return new TellingRegistered(UNIT_ID, TENANT, ID, PLACE, ADDRESS, KINDS, "k:sealed", "****abcd", 5, AT);
    }

    @Test
    void registeringRecordsEveryFieldWithTheSealedSecret() {
        fixture.givenNoPriorActivity()
                .when(register(ADDRESS, KINDS, 5))
                .expectEvents(registered());
    }

    @Test
    void anIdIsRegisteredOnce() {
        fixture.given(registered())
                .when(register(ADDRESS, KINDS, 5))
                .expectNoEvents()
                .expectException(ruleBroken("registered_once"));
    }

    @Test
    void anAddressThatIsNotAnAbsoluteHttpUrlIsRefused() {
        fixture.givenNoPriorActivity()
                .when(register("ftp://files.example.com/drop", KINDS, 5))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }

    @Test
    void aRelativeAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(register("/hooks/svc", KINDS, 5))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }

    @Test
    void aTellingIsToldAboutAtLeastOneKind() {
        fixture.givenNoPriorActivity()
                .when(register(ADDRESS, List.of(), 5))
                .expectNoEvents()
                .expectException(ruleBroken("told_about_something"));
    }

    @Test
    void aTriesBoundOutsideItsRangeIsRefused() {
        fixture.givenNoPriorActivity()
                .when(register(ADDRESS, KINDS, Telling.MOST_TRIES + 1))
                .expectNoEvents()
                .expectException(ruleBroken("tries_bound_in_range"));
    }

    @Test
    void aTriesBoundOfZeroIsRefused() {
        fixture.givenNoPriorActivity()
                .when(register(ADDRESS, KINDS, 0))
                .expectNoEvents()
                .expectException(ruleBroken("tries_bound_in_range"));
    }

    @Test
    void aFailedCallIsRecordedWithItsStatusOrError() {
        FailedCall call = new FailedCall("msg_1", 2, AT.plusSeconds(5), 503, null);
        fixture.given(registered())
                .when(new RecordTellingCallFailed(UNIT_ID, call))
                .expectEvents(new TellingCallFailed(UNIT_ID, call));
    }

    @Test
    void aFailedCallOfATellingNeverRegisteredIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new RecordTellingCallFailed(UNIT_ID, new FailedCall("msg_1", 1, AT, null, "refused")))
                .expectNoEvents()
                .expectException(AggregateNotFoundException.class);
    }

    @Test
    void disablingRecordsTheReason() {
        fixture.given(registered())
                .when(new DisableTelling(UNIT_ID, "the address answered 410 Gone", AT))
                .expectEvents(new TellingDisabled(UNIT_ID, "the address answered 410 Gone", AT));
    }

    @Test
    void aDisabledTellingIsDisabledOnce() {
        fixture.given(registered(), new TellingDisabled(UNIT_ID, "gone", AT))
                .when(new DisableTelling(UNIT_ID, "gone again", AT.plusSeconds(1)))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }
}
