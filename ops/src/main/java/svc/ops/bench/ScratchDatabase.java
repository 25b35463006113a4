package svc.ops.bench;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;

/**
 * The database the bench runs in: made on the PostgreSQL server the bench was pointed at, named
 * {@code svc_bench_<random>}, and dropped at the end (FORCE ends the connections the server child may still hold).
 */
final class ScratchDatabase implements AutoCloseable {
    private final String adminUrl;
    private final String name;

    private ScratchDatabase(String adminUrl, String name) {
        this.adminUrl = adminUrl;
        this.name = name;
    }

    static ScratchDatabase make(String adminUrl) {
        String name = "svc_bench_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(adminUrl, "CREATE DATABASE " + name);
        return new ScratchDatabase(adminUrl, name);
    }

    String name() {
        return name;
    }

    /** The scratch database's URL, with the admin URL's login and parameters. */
    String url() {
        int query = adminUrl.indexOf('?');
        String base = query < 0 ? adminUrl : adminUrl.substring(0, query);
        String params = query < 0 ? "" : adminUrl.substring(query);
        return base.substring(0, base.lastIndexOf('/') + 1) + name + params;
    }

    /** The PostgreSQL server's version, as it names itself. */
    String serverVersion() {
        try (Connection db = DriverManager.getConnection(url())) {
            return db.getMetaData().getDatabaseProductVersion();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the PostgreSQL version: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        execute(adminUrl, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }

    private static void execute(String url, String sql) {
        try (Connection admin = DriverManager.getConnection(url)) {
            admin.createStatement().execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("'" + sql + "' failed on " + url + ": " + e.getMessage(), e);
        }
    }
}
