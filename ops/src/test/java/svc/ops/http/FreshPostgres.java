package svc.ops.http;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;
import svc.projections.TestDatabases;

/**
 * The database of each {@link OnFreshPostgres} class. It is made before the class runs, as a JUnit callback, so that
 * an unreachable PostgreSQL skips the class instead of failing the load of its context; the server's properties
 * name it through a context customizer (registered in {@code META-INF/spring.factories}), one per class, so no two
 * classes share a server or a database.
 */
final class FreshPostgres implements BeforeAllCallback, ContextCustomizerFactory {
    private static final Map<Class<?>, String> OWNER_URLS = new ConcurrentHashMap<>();

    @Override
    public void beforeAll(ExtensionContext context) {
        OWNER_URLS.computeIfAbsent(context.getRequiredTestClass(), made -> TestDatabases.postgresUrl());
    }

    /** The owner's URL of the database made for {@code testClass}. */
    static String url(Class<?> testClass) {
        String url = OWNER_URLS.get(testClass);
        if (url == null) {
            throw new IllegalStateException(testClass.getSimpleName() + " has no fresh PostgreSQL database; "
                    + "is it annotated @OnFreshPostgres?");
        }
        return url;
    }

    @Override
    public ContextCustomizer createContextCustomizer(Class<?> testClass,
            List<ContextConfigurationAttributes> configAttributes) {
        return AnnotatedElementUtils.hasAnnotation(testClass, OnFreshPostgres.class) ? new Server(testClass) : null;
    }

    /** The server of one test class on that class's database; equal only for the same class. */
    private record Server(Class<?> testClass) implements ContextCustomizer {
        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration merged) {
            String owner = url(testClass);
            context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("fresh PostgreSQL", Map.of(
                    "spring.flyway.url", owner,
                    "spring.flyway.user", userOf(owner),
                    "spring.datasource.url", TestDatabases.asApp(owner))));
        }

        private static String userOf(String url) {
            for (String pair : url.substring(url.indexOf('?') + 1).split("&")) {
                if (pair.startsWith("user=")) {
                    return pair.substring("user=".length());
                }
            }
            return System.getProperty("user.name");
        }
    }
}
