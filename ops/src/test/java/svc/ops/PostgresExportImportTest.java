package svc.ops;

import java.util.Map;
import svc.projections.TestDatabases;

/**
 * The export and import round trip on PostgreSQL: migrated by the owner, served as {@code svc_app} under row-level
 * security, as {@code ./svc} runs. Skipped without a reachable PostgreSQL (see {@link TestDatabases}).
 */
class PostgresExportImportTest extends ExportImportContract {
    @Override
    Map<String, Object> freshDatabase() {
        String owner = TestDatabases.postgresUrl();
        String user = owner.matches(".*[?&]user=.*") ? owner.replaceAll(".*[?&]user=([^&]*).*", "$1")
                : System.getProperty("user.name");
        return Map.of("spring.flyway.url", owner, "spring.flyway.user", user,
                "spring.datasource.url", TestDatabases.asApp(owner));
    }
}
