package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static svc.ops.http.SharedDatabase.POSTGRES;

import java.time.Instant;
import org.axonframework.queryhandling.QueryGateway;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.rows.CallRows;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/**
 * Row-level security under the real server on PostgreSQL: the server connects as {@code svc_app}, and a call's
 * transactions show it only the tenants it reads, even to a query that asks for another tenant's unit with the
 * other tenant's scope (a query that forgot its tenant filter), and no other tenant's events in the log. Rita reads
 * acme only; Ana reads both tenants. It runs
 * on the shared PostgreSQL server, beside the tenants of every other class there.
 */
@SharedServer(POSTGRES)
class PostgresRowSecurityHttpTest extends HttpSupport {
    @Autowired
    CallRows callRows;
    @Autowired
    TransactionTemplate transactions;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    QueryGateway queries;

    @Test
    void theServerConnectsAsARoleBoundByRowSecurity() {
        assertThat(jdbc.queryForObject("SELECT current_user", String.class)).isEqualTo("svc_app");
    }

    @Test
    void aCallOfOneTenantCannotSeeAnotherTenantsUnitEvenWhenAQueryForgetsItsTenant() throws Exception {
        assertThat(record(ana, otherS1, "h-rls-other", "2026-01-01").status()).isEqualTo(200);
        assertThat(record(ana, s1, "h-rls-acme", "2026-01-01").status()).isEqualTo(200);
        assertThat(unit(ana, otherS1, "h-rls-other").status()).isEqualTo(200);
        assertThat(unit(rita, s1, "h-rls-acme").status()).isEqualTo(200);

        assertThat(foundAs(ritaId, otherId, "h-rls-other", otherS1)).isFalse();
        assertThat(foundAs(anaId, otherId, "h-rls-other", otherS1)).isTrue();
        assertThat(foundAs(ritaId, acmeId, "h-rls-acme", s1)).isTrue();

        assertThat(unitsOf(ritaId, otherId)).isZero();
        assertThat(unitsOf(anaId, otherId)).isPositive();
        assertThat(unitsOf(boId, acmeId)).isZero();

        assertThat(eventsOf(ritaId, otherId)).as("the log, read in Rita's call").isZero();
        assertThat(eventsOf(anaId, otherId)).isPositive();
        assertThat(eventsOf(ritaId, acmeId)).isPositive();
        assertThat(eventsOf(boId, acmeId)).isZero();
    }

    @Test
    void aQueryOutsideAnyCallSeesNothing() throws Exception {
        assertThat(record(ana, s1, "h-rls-nobody", "2026-01-01").status()).isEqualTo(200);
        assertThat(unit(ana, s1, "h-rls-nobody").status()).isEqualTo(200);
        assertThat(jdbc.queryForObject("SELECT count(*) FROM bt_unit", Integer.class)).isZero();
        Integer inATransaction = transactions.execute(status ->
                jdbc.queryForObject("SELECT count(*) FROM bt_unit", Integer.class));
        assertThat(inATransaction).isZero();
    }

    /** Asks the query handler for a unit straight, in a transaction set for the subject's row scope. */
    private boolean foundAs(String subject, String tenant, String id, String scope) {
        Boolean found = callRows.within(subject, () -> transactions.execute(status -> queries.query(
                new FindUnit(UnitIds.of(tenant, UnitKind.HYPOTHESIS, id), scope, Instant.now(), Instant.now()),
                UnitAnswer.class).join().found()));
        return found;
    }

    /** Counts the tenant's units' events in the log, with no filter but the tenant, as the subject. */
    private int eventsOf(String subject, String tenant) {
        Integer count = callRows.within(subject, () -> transactions.execute(status -> jdbc.queryForObject(
                "SELECT count(*) FROM domainevententry WHERE aggregateidentifier LIKE ?", Integer.class,
                tenant + "/%")));
        return count;
    }

    /** Counts the tenant's unit rows with no filter but the tenant, as the subject. */
    private int unitsOf(String subject, String tenant) {
        Integer count = callRows.within(subject, () -> transactions.execute(status -> jdbc.queryForObject(
                "SELECT count(*) FROM bt_unit WHERE tenant = ?", Integer.class, tenant)));
        return count;
    }
}
