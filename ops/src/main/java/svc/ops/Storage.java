package svc.ops;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where the record lives: PostgreSQL when {@code --db}/{@code SVC_DB_URL} names it, else an H2 file database under
 * {@code --data}/{@code SVC_DATA} (default {@code ./data}) that other processes open alongside the server. On
 * PostgreSQL the owner migrates and the service connects as its own role ({@link PostgresLogins}).
 */
final class Storage {
    private Storage() {
    }

    static Map<String, Object> properties(Options options) {
        Map<String, Object> properties = new LinkedHashMap<>();
        String db = options.get("db", System.getenv("SVC_DB_URL"));
        if (db != null && !db.isBlank()) {
            if (db.startsWith("jdbc:postgresql:")) {
                properties.putAll(PostgresLogins.of(db));
                return properties;
            }
            properties.put("spring.datasource.url", db);
            String user = System.getenv("SVC_DB_USER");
            if (user != null) {
                properties.put("spring.datasource.username", user);
            }
            String password = System.getenv("SVC_DB_PASSWORD");
            if (password != null) {
                properties.put("spring.datasource.password", password);
            }
        } else {
            Path data = Path.of(options.get("data", System.getenv().getOrDefault("SVC_DATA", "data")))
                    .toAbsolutePath().normalize();
            try {
                Files.createDirectories(data);
            } catch (java.io.IOException e) {
                throw new Options.UsageError("cannot make the data folder " + data + ": " + e.getMessage());
            }
            properties.putAll(embedded(data));
        }
        return properties;
    }

    /** The embedded record in the folder {@code data}, which other processes open alongside the server. */
    static Map<String, Object> embedded(Path data) {
        Map<String, Object> properties = new LinkedHashMap<>();
        // WRITE_DELAY=0: H2 otherwise writes a commit to disk up to half a second later, and a killed server
        // would lose calls it had answered 200.
        properties.put("spring.datasource.url",
                "jdbc:h2:file:" + data.resolve("svc") + ";AUTO_SERVER=TRUE;WRITE_DELAY=0");
        properties.put("spring.datasource.username", "sa");
        return properties;
    }

    /** As command-line arguments, which outrank application.yml (default properties would not). */
    static String[] asArguments(Map<String, Object> properties) {
        return properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }
}
