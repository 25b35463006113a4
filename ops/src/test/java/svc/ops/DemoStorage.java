package svc.ops;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.UUID;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import svc.projections.TestDatabases;
import svc.query.CatchUp;

/**
 * Databases holding the demo record, projected, for the tests that read, export, rebuild or replicate it. The demo is
 * recorded once per test JVM and database kind by a server started with {@code svc.demo=true}, exactly as
 * {@code ./svc serve --demo} records it; every database handed out is a copy of that one (an H2 script run into a new
 * database, a PostgreSQL {@code CREATE DATABASE ... TEMPLATE}). Recording it took 15 to 25 s a class; a copy takes
 * about a second. A server started on a copy with {@code svc.demo=true} finds the demo there and records nothing.
 */
public final class DemoStorage {
    private static Path h2Script;
    private static String postgresTemplate;

    private DemoStorage() {
    }

    /** A new in-memory H2 database holding the demo record, with the user the service signs in as. */
    public static Map<String, Object> h2() {
        String url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        loadH2(url);
        return Map.of("spring.datasource.url", url, "spring.datasource.username", "sa");
    }

    /** Fills the (new, empty) H2 database at this URL with the demo record; for a file database of a test's own. */
    public static void loadH2(String url) {
        try (Connection db = DriverManager.getConnection(url, "sa", "");
                PreparedStatement run = db.prepareStatement("RUNSCRIPT FROM ?")) {
            run.setString(1, h2Script().toString());
            run.execute();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot load the demo record into " + url, e);
        }
    }

    /** A new PostgreSQL database holding the demo record, served as {@code svc_app} (see {@link TestStorage}). */
    public static Map<String, Object> postgres() {
        String owner = TestDatabases.copyOf(postgresTemplate());
        return TestStorage.postgres(owner);
    }

    private static synchronized Path h2Script() {
        if (h2Script == null) {
            Map<String, Object> storage = TestStorage.h2();
            record(storage);
            try {
                Path script = Files.createTempFile("svc-demo-", ".sql");
                script.toFile().deleteOnExit();
                try (Connection db = DriverManager.getConnection(storage.get("spring.datasource.url").toString(),
                        "sa", ""); PreparedStatement dump = db.prepareStatement("SCRIPT TO ?")) {
                    dump.setString(1, script.toString());
                    dump.execute();
                    db.createStatement().execute("SHUTDOWN");
                }
                h2Script = script;
            } catch (IOException | SQLException e) {
                throw new IllegalStateException("cannot keep the demo record of H2", e);
            }
        }
        return h2Script;
    }

    private static synchronized String postgresTemplate() {
        if (postgresTemplate == null) {
            Map<String, Object> storage = TestStorage.postgres();
            record(storage);
            postgresTemplate = storage.get("spring.flyway.url").toString();
        }
        return postgresTemplate;
    }

    /** Records the demo as a server does on its first start, waits until every processor has projected it, stops. */
    private static void record(Map<String, Object> storage) {
        try (ConfigurableApplicationContext server = new SpringApplicationBuilder(SvcApplication.class)
                .logStartupInfo(false).run(Storage.asArguments(TestStorage.quietServer(storage, true)))) {
            CatchUp catchUp = server.getBean(CatchUp.class);
            server.getBean(EventProcessingConfiguration.class).eventProcessors().forEach((name, processor) -> {
                if (processor instanceof StreamingEventProcessor) {
                    catchUp.await(name);
                }
            });
        }
    }
}
