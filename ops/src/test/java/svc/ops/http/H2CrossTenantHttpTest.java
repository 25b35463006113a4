package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** Cross-tenant probes on a fresh in-memory H2 database. */
class H2CrossTenantHttpTest extends CrossTenantContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
