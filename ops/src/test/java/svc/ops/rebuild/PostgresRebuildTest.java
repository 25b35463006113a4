package svc.ops.rebuild;

import java.util.Map;
import svc.ops.DemoStorage;

/** Rebuilds on PostgreSQL: migrated by the owner, served and rebuilt as {@code svc_app} under row-level security. */
class PostgresRebuildTest extends RebuildContract {
    @Override
    Map<String, Object> demoDatabase() {
        return DemoStorage.postgres();
    }
}
