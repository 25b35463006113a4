package svc.ops.http;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.springframework.test.context.DynamicPropertyRegistry;
import svc.projections.TestDatabases;

/** The fresh in-memory H2 database an HTTP test class runs its server on ({@link OnFreshPostgres} for PostgreSQL). */
final class FreshDatabase {
    private FreshDatabase() {
    }

    /**
     * A fresh in-memory H2 database for the server. TestDatabases makes the database as H2's unnamed user, while
     * Spring Boot connects to an embedded database as {@code sa}; the database gets that user too.
     */
    static void h2(DynamicPropertyRegistry registry) {
        String url = TestDatabases.h2Url();
        try (Connection db = DriverManager.getConnection(url)) {
            db.createStatement().execute("CREATE USER IF NOT EXISTS SA PASSWORD '' ADMIN");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the H2 test database " + url, e);
        }
        registry.add("spring.datasource.url", () -> url);
        registry.add("spring.datasource.username", () -> "sa");
    }
}
