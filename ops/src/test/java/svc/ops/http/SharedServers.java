package svc.ops.http;

import java.util.List;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;

/**
 * Puts each {@link SharedServer} class on its kind's shared database (as a context customizer factory, registered in
 * {@code META-INF/spring.factories}). The database is made before the class runs, as a JUnit callback, so that an
 * unreachable PostgreSQL skips the class instead of failing the load of its context.
 */
final class SharedServers implements BeforeAllCallback, ContextCustomizerFactory {
    @Override
    public void beforeAll(ExtensionContext context) {
        databaseOf(context.getRequiredTestClass()).settings();
    }

    @Override
    public ContextCustomizer createContextCustomizer(Class<?> testClass,
            List<ContextConfigurationAttributes> configAttributes) {
        return databaseOf(testClass);
    }

    private static SharedDatabase databaseOf(Class<?> testClass) {
        SharedServer shared = AnnotatedElementUtils.findMergedAnnotation(testClass, SharedServer.class);
        return shared == null ? null : shared.value();
    }
}
