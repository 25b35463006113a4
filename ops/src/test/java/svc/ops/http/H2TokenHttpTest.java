package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** Token refusals on a fresh in-memory H2 database. */
class H2TokenHttpTest extends TokenContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
