package svc.ops.time;

import java.util.Map;
import svc.ops.TestStorage;

/** Past answers under concurrent writes, on the embedded default. */
class H2KnownOnSnapshotsTest extends KnownOnSnapshotsContract {
    @Override
    Map<String, Object> freshDatabase() {
        return TestStorage.h2();
    }
}
