package svc.ops;

import java.util.Map;

/**
 * The export and import round trip on PostgreSQL: migrated by the owner, served as {@code svc_app} under row-level
 * security, as {@code ./svc} runs.
 */
class PostgresExportImportTest extends ExportImportContract {
    @Override
    Map<String, Object> demoDatabase() {
        return DemoStorage.postgres();
    }

    @Override
    Map<String, Object> freshDatabase() {
        return TestStorage.postgres();
    }
}
