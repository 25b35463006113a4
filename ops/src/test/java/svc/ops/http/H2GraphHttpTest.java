package svc.ops.http;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import svc.projections.TestDatabases;

/** Entities, connections, neighbours and lookups on a fresh in-memory H2 database. */
class H2GraphHttpTest extends GraphHttpContract {
    private static String url;

    /**
     * TestDatabases makes the database as H2's unnamed user, while Spring Boot connects to an embedded database as
     * {@code sa}; the database gets that user too.
     */
    @BeforeAll
    static void database() throws Exception {
        url = TestDatabases.h2Url();
        try (Connection db = DriverManager.getConnection(url)) {
            db.createStatement().execute("CREATE USER IF NOT EXISTS SA PASSWORD '' ADMIN");
        }
    }

    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> url);
        registry.add("spring.datasource.username", () -> "sa");
    }
}
