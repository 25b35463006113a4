package svc.projections.rows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.TestDatabases;

/**
 * Row-level security on PostgreSQL as the service meets it: connected as {@code svc_app}, a query sees projection rows
 * only of the tenants its transaction set, none without the setting; it reads the log but cannot rewrite it; and the
 * startup check refuses a connection that would read past the policies or could rewrite the log.
 */
class RowSecurityPostgresTest {
    private static String ownerUrl;
    private static JdbcTemplate owner;
    private static JdbcTemplate app;
    private static TransactionTemplate appTransactions;

    @BeforeAll
    static void database() {
        ownerUrl = TestDatabases.postgresUrl();
        owner = new JdbcTemplate(new DriverManagerDataSource(ownerUrl));
        DriverManagerDataSource appData = new DriverManagerDataSource(TestDatabases.asApp(ownerUrl));
        app = new JdbcTemplate(appData);
        appTransactions = new TransactionTemplate(new RowScopedTransactionManager(appData));
        for (String[] unit : List.of(new String[] {"acme", "a1"}, new String[] {"acme", "a2"},
                new String[] {"other", "o1"})) {
            owner.update("INSERT INTO bt_unit (unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, "
                    + "created_seq, present, state) VALUES (?, 'hypothesis', ?, ?, TIMESTAMPTZ '2020-01-01Z', "
                    + "'infinity', TIMESTAMPTZ '2020-01-01Z', 'infinity', 1, TRUE, '{}')",
                    unit[0] + "/hypothesis/" + unit[1], unit[0], "tenant/" + unit[0]);
        }
        for (String aggregate : LOG) {
            owner.update("INSERT INTO domainevententry (aggregateidentifier, sequencenumber, type, eventidentifier, "
                    + "payload, payloadtype, timestamp) VALUES (?, 0, 't', ?, '\\x00', 'p', 'now')", aggregate,
                    "e-" + aggregate);
        }
    }

    /** Two tenants' units, and grants given at each tenant's places. */
    private static final List<String> LOG = List.of("acme/hypothesis/a1", "other/hypothesis/o1",
            "grant/ana@tenant/acme", "grant/bo@tenant/other/brand/b1");

    @Test
    void theRowsExistForTheOwner() {
        assertThat(owner.queryForObject("SELECT count(*) FROM bt_unit", Integer.class)).isEqualTo(3);
    }

    @Test
    void aQueryWithoutTheSettingSeesNothing() {
        assertThat(app.queryForObject("SELECT current_user", String.class)).isEqualTo("svc_app");
        assertThat(app.queryForObject("SELECT count(*) FROM bt_unit", Integer.class)).isZero();
        assertThat(count(RowScope.NONE, appTransactions, app)).isZero();
    }

    @Test
    void theSettingOfOneTenantShowsOnlyThatTenantsRows() {
        List<String> seen = RowScopes.within(RowScope.tenant("acme"), () -> appTransactions.execute(status ->
                app.queryForList("SELECT tenant FROM bt_unit", String.class)));
        assertThat(seen).containsExactly("acme", "acme");
        assertThat(count(RowScope.caller("ana", List.of("acme", "other"), List.of()), appTransactions, app))
                .isEqualTo(3);
    }

    @Test
    void theSettingEndsWithItsTransactionOnThePooledConnection() {
        try (SingleConnectionDataSource single = new SingleConnectionDataSource(
                TestDatabases.asApp(ownerUrl), true)) {
            JdbcTemplate one = new JdbcTemplate(single);
            TransactionTemplate transactions = new TransactionTemplate(new RowScopedTransactionManager(single));
            assertThat(count(RowScope.tenant("acme"), transactions, one)).isEqualTo(2);
            assertThat(one.queryForObject("SELECT count(*) FROM bt_unit", Integer.class)).isZero();
            assertThat(count(RowScope.NONE, transactions, one)).isZero();
        }
    }

    @Test
    void aCallCannotWriteAnotherTenantsRowsNorAWorkerAny() {
        assertThat(update(RowScope.tenant("acme"), "UPDATE bt_unit SET state = '{}' WHERE unit_id = 'other/hypothesis/o1'"))
                .isZero();
        assertThatThrownBy(() -> update(RowScope.tenant("acme"),
                "UPDATE bt_unit SET tenant = 'other' WHERE unit_id = 'acme/hypothesis/a1'"))
                .rootCause().hasMessageContaining("violates row-level security policy");
        assertThat(count(RowScope.worker(), appTransactions, app)).isEqualTo(3);
        assertThatThrownBy(() -> update(RowScope.worker(),
                "UPDATE bt_unit SET state = '{}' WHERE unit_id = 'other/hypothesis/o1'"))
                .rootCause().hasMessageContaining("violates row-level security policy");
    }

    @Test
    void everyProjectionTableForcesRowSecurity() {
        for (String table : ProjectionTables.NAMES) {
            assertThat(owner.queryForObject("SELECT relrowsecurity AND relforcerowsecurity FROM pg_class "
                    + "WHERE oid = to_regclass(?)", Boolean.class, table)).as(table).isTrue();
        }
    }

    @Test
    void theStartupCheckPassesTheServiceRoleAndRefusesTheSuperuserOwner() {
        new RowSecurityCheck(app, new RowSecuritySettings(false));
        assertThatThrownBy(() -> new RowSecurityCheck(owner, new RowSecuritySettings(false)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is a superuser")
                .hasMessageContaining("owns (or is a member of the owner of) bt_change");
        new RowSecurityCheck(owner, new RowSecuritySettings(true));
    }

    @Test
    void theStartupCheckRefusesATableWithoutForcedRowSecurity() {
        String url = TestDatabases.postgresUrl();
        new JdbcTemplate(new DriverManagerDataSource(url)).execute("ALTER TABLE wf_runner NO FORCE ROW LEVEL SECURITY");
        assertThatThrownBy(() -> new RowSecurityCheck(
                new JdbcTemplate(new DriverManagerDataSource(TestDatabases.asApp(url))),
                new RowSecuritySettings(false)))
                .hasMessageContaining("projection table wf_runner lacks FORCEd row-level security");
    }

    @Test
    void aCallReadsTheEventsOfItsTenantsUnitsAndGrantsAndTheServiceItselfTheWholeLog() {
        assertThat(log(RowScope.tenant("acme"))).containsExactlyInAnyOrder("acme/hypothesis/a1",
                "grant/ana@tenant/acme");
        assertThat(log(RowScope.caller("bo", List.of("other"), List.of("tenant/other")))).containsExactlyInAnyOrder(
                "other/hypothesis/o1", "grant/bo@tenant/other/brand/b1");
        assertThat(log(RowScope.ownGrants("ana"))).as("a subject with no tenant yet").isEmpty();
        assertThat(log(RowScope.projector())).containsExactlyInAnyOrderElementsOf(LOG);
        assertThat(log(RowScope.worker())).containsExactlyInAnyOrderElementsOf(LOG);
        assertThat(log(RowScope.NONE)).as("the service's own transaction").containsExactlyInAnyOrderElementsOf(LOG);
        assertThat(app.queryForList("SELECT aggregateidentifier FROM domainevententry", String.class))
                .as("a statement outside any transaction").containsExactlyInAnyOrderElementsOf(LOG);
    }

    @Test
    void aCallAppendsOnlyToItsOwnTenantsUnits() {
        String insert = "INSERT INTO domainevententry (aggregateidentifier, sequencenumber, type, eventidentifier, "
                + "payload, payloadtype, timestamp) VALUES (?, 1, 't', ?, '\\x00', 'p', 'now')";
        assertThatThrownBy(() -> RowScopes.within(RowScope.tenant("acme"), () -> appTransactions.execute(status ->
                app.update(insert, "other/hypothesis/o1", "e-intruder"))))
                .rootCause().hasMessageContaining("violates row-level security policy");
        Integer appended = RowScopes.within(RowScope.tenant("acme"), () -> appTransactions.execute(status -> {
            int rows = app.update(insert, "acme/hypothesis/a1", "e-own");
            status.setRollbackOnly();
            return rows;
        }));
        assertThat(appended).isEqualTo(1);
    }

    @Test
    void theLogForcesRowSecurityAndTheStartupCheckRefusesItWithout() {
        String url = TestDatabases.postgresUrl();
        new JdbcTemplate(new DriverManagerDataSource(url)).execute(
                "ALTER TABLE domainevententry NO FORCE ROW LEVEL SECURITY");
        assertThatThrownBy(() -> new RowSecurityCheck(
                new JdbcTemplate(new DriverManagerDataSource(TestDatabases.asApp(url))),
                new RowSecuritySettings(false)))
                .hasMessageContaining("the log's table domainevententry lacks FORCEd row-level security");
    }

    @Test
    void theServiceRoleReadsTheLogButCannotRewriteIt() {
        assertThat(app.queryForObject("SELECT count(*) FROM domainevententry", Integer.class)).isEqualTo(LOG.size());
        for (String table : List.of("domainevententry", "snapshotevententry")) {
            for (String rewrite : List.of("UPDATE " + table + " SET payload = NULL", "DELETE FROM " + table,
                    "TRUNCATE " + table)) {
                assertThatThrownBy(() -> app.execute(rewrite)).as(rewrite).rootCause()
                        .hasMessageContaining("permission denied for table " + table);
            }
        }
    }

    @Test
    void theStartupCheckRefusesARoleThatCanRewriteTheLog() {
        String url = TestDatabases.postgresUrl();
        new JdbcTemplate(new DriverManagerDataSource(url)).execute("GRANT DELETE ON domainevententry TO svc_app");
        assertThatThrownBy(() -> new RowSecurityCheck(
                new JdbcTemplate(new DriverManagerDataSource(TestDatabases.asApp(url))),
                new RowSecuritySettings(false)))
                .hasMessageContaining("svc_app can rewrite the log (UPDATE, DELETE or TRUNCATE on domainevententry)");
    }

    private static List<String> log(RowScope scope) {
        return RowScopes.within(scope, () -> appTransactions.execute(status ->
                app.queryForList("SELECT aggregateidentifier FROM domainevententry", String.class)));
    }

    private static int count(RowScope scope, TransactionTemplate transactions, JdbcTemplate jdbc) {
        Integer count = RowScopes.within(scope, () -> transactions.execute(status ->
                jdbc.queryForObject("SELECT count(*) FROM bt_unit", Integer.class)));
        return count;
    }

    private static int update(RowScope scope, String sql) {
        Integer updated = RowScopes.within(scope, () -> appTransactions.execute(status -> app.update(sql)));
        return updated;
    }
}
