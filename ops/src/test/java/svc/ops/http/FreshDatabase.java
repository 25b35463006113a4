package svc.ops.http;

import java.util.Map;
import org.springframework.test.context.DynamicPropertyRegistry;
import svc.ops.TestStorage;

/** The fresh in-memory H2 database an HTTP test class runs its server on ({@link OnFreshPostgres} for PostgreSQL). */
final class FreshDatabase {
    private FreshDatabase() {
    }

    /** A fresh in-memory H2 database for the server, with the user Spring Boot signs in as ({@link TestStorage#h2}). */
    static void h2(DynamicPropertyRegistry registry) {
        register(TestStorage.h2(), registry);
    }

    /** The server's storage settings, as the test context's properties. */
    static void register(Map<String, Object> storage, DynamicPropertyRegistry registry) {
        storage.forEach((name, value) -> registry.add(name, () -> value));
    }
}
