package svc.ops.time;

import java.util.Map;
import svc.ops.TestStorage;

/** Past answers under concurrent writes, on PostgreSQL under row-level security. */
class PostgresKnownOnSnapshotsTest extends KnownOnSnapshotsContract {
    @Override
    Map<String, Object> freshDatabase() {
        return TestStorage.postgres();
    }
}
