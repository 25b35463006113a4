package svc.ops;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import svc.projections.TestDatabases;

/** The settings of a fresh, empty, migrated database, as {@code ./svc} connects to it, for tests in any package. */
public final class TestStorage {
    private TestStorage() {
    }

    /**
     * A server's settings on this storage: a port of its own, the demo recorded on first start or not, and the
     * background work (the beat, notices, tasks) and the rate limits off, for tests that only read and rebuild.
     */
    public static Map<String, Object> quietServer(Map<String, Object> storage, boolean demo) {
        Map<String, Object> properties = new LinkedHashMap<>(storage);
        properties.put("server.port", "0");
        properties.put("management.server.port", "0");
        properties.put("svc.demo", String.valueOf(demo));
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.work.enabled", "false");
        properties.put("svc.limits.enabled", "false");
        return properties;
    }

    /** An in-memory H2 database with the user the service signs in as. */
    public static Map<String, Object> h2() {
        String url = TestDatabases.h2Url();
        try (Connection db = DriverManager.getConnection(url)) {
            db.createStatement().execute("CREATE USER IF NOT EXISTS SA PASSWORD '' ADMIN");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the H2 test database " + url, e);
        }
        return Map.of("spring.datasource.url", url, "spring.datasource.username", "sa");
    }

    /**
     * A PostgreSQL database migrated by the owner and served as {@code svc_app} under row-level security. Skipped
     * without a reachable PostgreSQL (see {@link TestDatabases}).
     */
    public static Map<String, Object> postgres() {
        return postgres(TestDatabases.postgresUrl());
    }

    /** The settings of the PostgreSQL database at this owner's URL (made by {@link TestDatabases}). */
    static Map<String, Object> postgres(String owner) {
        String user = owner.matches(".*[?&]user=.*") ? owner.replaceAll(".*[?&]user=([^&]*).*", "$1")
                : System.getProperty("user.name");
        return Map.of("spring.flyway.url", owner, "spring.flyway.user", user,
                "spring.datasource.url", TestDatabases.asApp(owner));
    }
}
