package svc.ops.http;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.function.Supplier;
import org.springframework.test.context.DynamicPropertyRegistry;
import svc.projections.TestDatabases;

/** The fresh database each HTTP test class runs its server on. */
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

    /**
     * The server on a PostgreSQL database made (and migrated) by its owner: Flyway runs as the owner, the server
     * connects as {@code svc_app}, so every PostgreSQL HTTP test runs under row-level security.
     */
    static void postgres(DynamicPropertyRegistry registry, Supplier<String> ownerUrl) {
        registry.add("spring.flyway.url", ownerUrl::get);
        registry.add("spring.flyway.user", () -> userOf(ownerUrl.get()));
        registry.add("spring.datasource.url", () -> TestDatabases.asApp(ownerUrl.get()));
    }

    private static String userOf(String url) {
        for (String pair : url.substring(url.indexOf('?') + 1).split("&")) {
            if (pair.startsWith("user=")) {
                return pair.substring("user=".length());
            }
        }
        return System.getProperty("user.name");
    }
}
