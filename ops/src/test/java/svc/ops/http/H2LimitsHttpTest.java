package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** Rate limits on a fresh in-memory H2 database: the buckets live in the server's process. */
class H2LimitsHttpTest extends LimitsHttpContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
