package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The card pages on a fresh in-memory H2 database. */
class H2CardsHttpTest extends CardsHttpContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
