package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** GET /v1/openapi.json, and answers checked against it, on a fresh in-memory H2 database. */
class H2OpenApiHttpTest extends OpenApiHttpContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
