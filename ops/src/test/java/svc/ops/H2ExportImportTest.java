package svc.ops;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import svc.projections.TestDatabases;

/** The export and import round trip on in-memory H2 databases. */
class H2ExportImportTest extends ExportImportContract {
    @Override
    Map<String, Object> freshDatabase() {
        String url = TestDatabases.h2Url();
        try (Connection db = DriverManager.getConnection(url)) {
            db.createStatement().execute("CREATE USER IF NOT EXISTS SA PASSWORD '' ADMIN");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the H2 test database " + url, e);
        }
        return Map.of("spring.datasource.url", url, "spring.datasource.username", "sa");
    }
}
