package svc.projections;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
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
 * make (svc_app) belong to the whole cluster, so every copy finds them.
 *
 * <p>A test database's name says which JVM made it ({@code svc_test_<host>_<pid>_...}). It is not dropped when that
 * JVM exits: its exit would then race the closing of the servers still using it, whose pools wait their full
 * connection timeout on a database gone under them (a fork took more than 30 s to exit). Instead the next test JVM
 * on the same host drops, in the background, the databases of JVMs no longer running; CI's sweep takes every
 * {@code svc_test_} database before it starts.
 */
public final class TestDatabases {
    public static final String PG_ADMIN_URL = System.getenv().getOrDefault("SVC_TEST_PG",
            "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres");
    /** {@code SVC_TEST_PG=off} skips the PostgreSQL tests (the quick loop, {@code -Pquick}). */
    private static final String OFF = "off";
    private static final boolean PG_REQUIRED = "true".equalsIgnoreCase(System.getenv("SVC_REQUIRE_PG"));

    private static final String HOST = Integer.toHexString(hostName().hashCode() & 0xffffff);
    private static final String OWNER = "svc_test_" + HOST + "_" + ProcessHandle.current().pid() + "_";

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
        return withDatabase(PG_ADMIN_URL, newDatabase("", "TEMPLATE " + template()));
    }

    /**
     * A new database copied from the one at this URL (made by {@link #postgresUrl}), answered as a URL like it; every
     * connection to that one must be closed first.
     */
    public static String copyOf(String url) {
        String base = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
        return withDatabase(PG_ADMIN_URL, newDatabase("", "TEMPLATE " + base.substring(base.lastIndexOf('/') + 1)));
    }

    private static synchronized String template() {
        if (template == null) {
            sweepInBackground();
            String name = newDatabase("template_", "");
            migrate(new DriverManagerDataSource(withDatabase(PG_ADMIN_URL, name)), "postgresql");
            template = name;
        }
        return template;
    }

    /** Makes a database of a new name (dropped when the JVM exits) and answers the name. */
    private static String newDatabase(String prefix, String options) {
        String name = OWNER + prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try (Connection admin = admin()) {
            admin.createStatement().execute("CREATE DATABASE " + name + " " + options);
            // A test database need not outlive a crash of its server, so its commits do not wait for the WAL to
            // reach the disk (the crash tests run a private cluster of their own, with the defaults).
            admin.createStatement().execute("ALTER DATABASE " + name + " SET synchronous_commit = off");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the test database " + name + ": " + e.getMessage(), e);
        }
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

    /** Drops the test databases of this host's test JVMs that are no longer running. */
    private static void sweepInBackground() {
        Thread sweep = new Thread(TestDatabases::sweep, "test-database-sweep");
        sweep.setDaemon(true);
        sweep.start();
    }

    private static void sweep() {
        String mine = "svc_test_" + HOST + "_";
        try (Connection admin = DriverManager.getConnection(PG_ADMIN_URL)) {
            List<String> names = new ArrayList<>();
            try (ResultSet rows = admin.createStatement().executeQuery(
                    "SELECT datname FROM pg_database WHERE datname LIKE '" + mine + "%'")) {
                while (rows.next()) {
                    names.add(rows.getString(1));
                }
            }
            for (String name : names) {
                String[] parts = name.substring(mine.length()).split("_", 2);
                boolean running = parts[0].chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(parts[0])).map(ProcessHandle::isAlive).orElse(false);
                if (!running) {
                    admin.createStatement().execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
                }
            }
        } catch (SQLException | RuntimeException e) {
            System.err.println("could not sweep the test databases of ended test runs: " + e.getMessage());
        }
    }

    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.net.UnknownHostException e) {
            return "localhost";
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
