package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** Secrets and hostile text on a fresh in-memory H2 database. */
class H2SecretsAndHostileTextHttpTest extends SecretsAndHostileTextContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
