package svc.command.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Assumptions;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Group commit on PostgreSQL, where a failed statement aborts its whole transaction unless rolled back to a
 * savepoint: in a database of each test's own. Skipped without PostgreSQL unless {@code SVC_REQUIRE_PG=true}.
 */
class AppenderPostgresTest extends AppenderContract {
    private static final String ADMIN = System.getenv().getOrDefault("SVC_TEST_PG",
            "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres");

    private final String name = "svc_appender_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);

    @Override
    DataSource database() {
        try (Connection admin = DriverManager.getConnection(ADMIN)) {
            admin.createStatement().execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            if ("true".equalsIgnoreCase(System.getenv("SVC_REQUIRE_PG"))) {
                throw new IllegalStateException("PostgreSQL is required but " + ADMIN + " did not answer", e);
            }
            Assumptions.abort("no PostgreSQL at " + ADMIN);
        }
        return new DriverManagerDataSource(ADMIN.replace("/postgres?", "/" + name + "?"));
    }

    @Override
    String vendor() {
        return "postgresql";
    }

    @Override
    void release() {
        try (Connection admin = DriverManager.getConnection(ADMIN)) {
            admin.createStatement().execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        } catch (SQLException e) {
            throw new IllegalStateException("could not drop " + name, e);
        }
    }
}
