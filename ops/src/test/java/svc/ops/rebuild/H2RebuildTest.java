package svc.ops.rebuild;

import java.util.Map;
import svc.ops.DemoStorage;

/** Rebuilds on an in-memory H2 database. */
class H2RebuildTest extends RebuildContract {
    @Override
    Map<String, Object> demoDatabase() {
        return DemoStorage.h2();
    }
}
