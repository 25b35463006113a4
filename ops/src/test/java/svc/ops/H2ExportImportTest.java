package svc.ops;

import java.util.Map;

/** The export and import round trip on in-memory H2 databases. */
class H2ExportImportTest extends ExportImportContract {
    @Override
    Map<String, Object> demoDatabase() {
        return DemoStorage.h2();
    }

    @Override
    Map<String, Object> freshDatabase() {
        return TestStorage.h2();
    }
}
