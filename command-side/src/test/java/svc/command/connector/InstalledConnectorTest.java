package svc.command.connector;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.ConnectorInstalled;
import svc.command.api.InstallConnector;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the InstalledConnector aggregate, one given/when/then each. */
class InstalledConnectorTest {
    static final String TENANT = "acme";
    static final String ID = "crm";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.CONNECTOR, ID);
    static final String PLACE = "tenant/acme";
    static final String ADDRESS = "https://crm.example.com/moves";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");

    private AggregateTestFixture<InstalledConnector> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(InstalledConnector.class);
    }

    private static InstallConnector install(String place, String kind, List<String> actions, String address) {
        return new InstallConnector(UNIT_ID, TENANT, ID, place, kind, actions, address, TRUE_FROM, null);
    }

    private static ConnectorInstalled installed(String kind, List<String> actions, String address) {
        return new ConnectorInstalled(UNIT_ID, TENANT, ID, PLACE, kind, actions, address, TRUE_FROM, null);
    }

    @Test
    void installingAnHttpConnectorKeepsItsActionsAndAddress() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "http", List.of("create_lead"), ADDRESS))
                .expectEvents(installed("http", List.of("create_lead"), ADDRESS));
    }

    @Test
    void installingARecordConnectorNeedsNoAddress() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "record", List.of("record_fact"), null))
                .expectEvents(installed("record", List.of("record_fact"), null));
    }

    @Test
    void installingAgainInAnotherPlaceIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(installed("http", List.of("create_lead"), ADDRESS))
                .when(install("tenant/acme/brand/b1", "http", List.of("create_lead"), ADDRESS))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }

    @Test
    void anEndNotAfterTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new InstallConnector(UNIT_ID, TENANT, ID, PLACE, "http", List.of("create_lead"), ADDRESS,
                        TRUE_FROM, TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("ends_after_start"));
    }

    @Test
    void anUnknownConnectorKindIsRefused() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "smtp", List.of("send"), ADDRESS))
                .expectNoEvents()
                .expectException(ruleBroken("known_connector_kind"));
    }

    @Test
    void aConnectorOfferingNoActionIsRefused() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "http", List.of(), ADDRESS))
                .expectNoEvents()
                .expectException(ruleBroken("offers_actions"));
    }

    @Test
    void anHttpConnectorWithoutAnAbsoluteAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "http", List.of("create_lead"), "/moves"))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }

    @Test
    void anHttpConnectorWithoutAnyAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "http", List.of("create_lead"), null))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }

    @Test
    void aRecordConnectorWithAnAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "record", List.of("record_fact"), ADDRESS))
                .expectNoEvents()
                .expectException(ruleBroken("address_for_http"));
    }

    @Test
    void aRecordConnectorOfferingAnotherActionIsRefusedNamingIt() {
        fixture.givenNoPriorActivity()
                .when(install(PLACE, "record", List.of("record_fact", "send_mail"), null))
                .expectNoEvents()
                .expectException(ruleBroken("record_actions"));
    }
}
