package svc.ops.rebuild;

import java.util.Map;
import svc.ops.TestStorage;

/** Rebuilds on an in-memory H2 database. */
class H2RebuildTest extends RebuildContract {
    @Override
    Map<String, Object> freshDatabase() {
        return TestStorage.h2();
    }
}
