package svc.ops;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two logins of a PostgreSQL record: the owner, who migrates (named by {@code --db}'s {@code user} parameter or
 * {@code SVC_DB_USER}), and the service's own role, which only reads and writes rows under row-level security
 * ({@code SVC_APP_DB_USER}, default {@code svc_app}). The URL is passed on without its user and password, since the
 * driver would let a user in the URL outrank the login it is given.
 */
final class PostgresLogins {
    static final String APP_ROLE = "svc_app";

    private PostgresLogins() {
    }

    /** Flyway as the owner, the datasource as the service's role. */
    static Map<String, Object> of(String url) {
        Map<String, String> params = new LinkedHashMap<>();
        int query = url.indexOf('?');
        List<String> kept = new ArrayList<>();
        if (query >= 0) {
            for (String pair : url.substring(query + 1).split("&")) {
                int eq = pair.indexOf('=');
                String name = eq < 0 ? pair : pair.substring(0, eq);
                if (name.equals("user") || name.equals("password")) {
                    params.put(name, eq < 0 ? "" : pair.substring(eq + 1));
                } else if (!pair.isEmpty()) {
                    kept.add(pair);
                }
            }
        }
        String bare = (query < 0 ? url : url.substring(0, query)) + (kept.isEmpty() ? "" : "?" + String.join("&", kept));
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("spring.flyway.url", bare);
        properties.put("spring.flyway.user", env("SVC_DB_USER",
                params.getOrDefault("user", System.getProperty("user.name"))));
        String ownerPassword = env("SVC_DB_PASSWORD", params.get("password"));
        if (ownerPassword != null) {
            properties.put("spring.flyway.password", ownerPassword);
        }
        properties.put("spring.datasource.url", bare);
        // The driver sends a JDBC batch of inserts as multi-row INSERTs: a rebuild writes its rows in batches of
        // thousands, and PostgreSQL took a fifth less time over them (docs/performance.md, "Rebuilds").
        properties.put("spring.datasource.hikari.data-source-properties.reWriteBatchedInserts", "true");
        properties.put("spring.datasource.username", env("SVC_APP_DB_USER", APP_ROLE));
        String appPassword = System.getenv("SVC_APP_DB_PASSWORD");
        if (appPassword != null) {
            properties.put("spring.datasource.password", appPassword);
        }
        return properties;
    }

    private static String env(String name, String otherwise) {
        String value = System.getenv(name);
        return value == null ? otherwise : value;
    }
}
