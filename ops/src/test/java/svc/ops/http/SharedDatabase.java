package svc.ops.http;

import java.util.Map;
import java.util.function.Supplier;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;
import svc.ops.TestStorage;

/**
 * The database of a kind that the shared server of that kind runs on, one per test JVM. As a context customizer it is
 * the same object for every class of its kind, which is what lets Spring's context cache give them one server.
 */
enum SharedDatabase implements ContextCustomizer {
    H2(TestStorage::h2),
    POSTGRES(TestStorage::postgres);

    private final Supplier<Map<String, Object>> make;
    private Map<String, Object> settings;

    SharedDatabase(Supplier<Map<String, Object>> make) {
        this.make = make;
    }

    /** The server's settings of the database, made on first use; without PostgreSQL, the PostgreSQL one skips. */
    synchronized Map<String, Object> settings() {
        if (settings == null) {
            settings = make.get();
        }
        return settings;
    }

    @Override
    public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration merged) {
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("shared " + this, settings()));
    }
}
