package svc.projections;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Assumptions;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Fresh, migrated databases for tests: an in-memory H2 one, or a new PostgreSQL database on the server named by
 * {@code SVC_TEST_PG} (default {@code jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres}). Without a reachable
 * PostgreSQL the PostgreSQL tests are skipped with a plain message, unless {@code SVC_REQUIRE_PG=true} (as CI sets
 * it), when they fail; {@code SVC_TEST_PG=off} skips them on purpose.
 *
 * <p>A fresh PostgreSQL database is a copy of a template migrated once per test JVM, which is far quicker than
 * migrating each. The template is made by this JVM with the migrations on its class path, so it is never stale;
 * nothing stays connected to it, since CREATE DATABASE ... TEMPLATE refuses a template in use. Roles the migrations
 * make (svc_app) belong to the whole cluster, so every copy finds them. Like every test database its name starts
 * {@code svc_test_}, so a sweep of leftovers (CI's) takes it too.
 */
public final class TestDatabases {
    public static final String PG_ADMIN_URL = System.getenv().getOrDefault("SVC_TEST_PG",
            "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres");
    /** {@code SVC_TEST_PG=off} skips the PostgreSQL tests (the quick loop, {@code -Pquick}). */
    private static final String OFF = "off";
    private static final boolean PG_REQUIRED = "true".equalsIgnoreCase(System.getenv("SVC_REQUIRE_PG"));

    private static volatile boolean toldSkipped;
    private static String template;

    private TestDatabases() {
    }

    /** A JDBC URL of a fresh in-memory H2 database, migrated. */
    public static String h2Url() {
        String url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        migrate(new DriverManagerDataSource(url), "h2");
        return url;
    }

    public static DataSource h2() {
        return new DriverManagerDataSource(h2Url());
    }

    /** A JDBC URL of a fresh PostgreSQL database, migrated; skips (or fails, on CI) without PostgreSQL. */
    public static String postgresUrl() {
        return withDatabase(PG_ADMIN_URL, newDatabase("svc_test_", "TEMPLATE " + template()));
    }

    private static synchronized String template() {
        if (template == null) {
            String name = newDatabase("svc_test_template_", "");
            migrate(new DriverManagerDataSource(withDatabase(PG_ADMIN_URL, name)), "postgresql");
            template = name;
        }
        return template;
    }

    /** Makes a database of a new name (dropped when the JVM exits) and answers the name. */
    private static String newDatabase(String prefix, String options) {
        String name = prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        try (Connection admin = admin()) {
            admin.createStatement().execute("CREATE DATABASE " + name + " " + options);
            // A test database need not outlive a crash of its server, so its commits do not wait for the WAL to
            // reach the disk (the crash tests run a private cluster of their own, with the defaults).
            admin.createStatement().execute("ALTER DATABASE " + name + " SET synchronous_commit = off");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the test database " + name + ": " + e.getMessage(), e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> drop(name)));
        return name;
    }

    private static Connection admin() {
        if (PG_ADMIN_URL.equals(OFF) && !PG_REQUIRED) {
            return Assumptions.abort("PostgreSQL tests off (SVC_TEST_PG=off, as the quick loop sets it)");
        }
        try {
            return DriverManager.getConnection(PG_ADMIN_URL);
        } catch (SQLException e) {
            if (PG_REQUIRED) {
                throw new IllegalStateException("PostgreSQL is required (SVC_REQUIRE_PG=true) but "
                        + PG_ADMIN_URL + " did not answer: " + e.getMessage(), e);
            }
            String why = "PostgreSQL tests skipped: no PostgreSQL at " + PG_ADMIN_URL
                    + " (set SVC_TEST_PG to point at one; CI sets SVC_REQUIRE_PG=true to make this a failure)";
            if (!toldSkipped) {
                toldSkipped = true;
                System.err.println("\n*** " + why + " ***\n");
            }
            return Assumptions.abort(why);
        }
    }

    /** Test databases go when the test JVM does; FORCE ends connections a closing Spring context still holds. */
    private static void drop(String name) {
        try (Connection admin = DriverManager.getConnection(PG_ADMIN_URL)) {
            admin.createStatement().execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        } catch (SQLException e) {
            System.err.println("could not drop test database " + name + ": " + e.getMessage());
        }
    }

    /**
     * The URL of a database made by {@link #postgresUrl} as the service connects to it: as {@code svc_app}, the role
     * the migrations make, which owns nothing and is bound by row-level security.
     */
    public static String asApp(String ownerUrl) {
        int query = ownerUrl.indexOf('?');
        String base = query < 0 ? ownerUrl : ownerUrl.substring(0, query);
        String params = query < 0 ? "" : ownerUrl.substring(query + 1);
        StringBuilder kept = new StringBuilder("?user=svc_app");
        for (String pair : params.split("&")) {
            if (!pair.isEmpty() && !pair.startsWith("user=") && !pair.startsWith("password=")) {
                kept.append('&').append(pair);
            }
        }
        return base + kept;
    }

    public static DataSource postgres() {
        return new DriverManagerDataSource(postgresUrl());
    }

    private static String withDatabase(String url, String database) {
        int query = url.indexOf('?');
        String base = query < 0 ? url : url.substring(0, query);
        String params = query < 0 ? "" : url.substring(query);
        return base.substring(0, base.lastIndexOf('/') + 1) + database + params;
    }

    private static void migrate(DataSource dataSource, String vendor) {
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor)
                .load()
                .migrate();
    }
}
