package svc.ops.http;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** act/strategy and act/workflow on a fresh in-memory H2 database. */
class H2StrategyAndWorkflowHttpTest extends StrategyAndWorkflowHttpContract {
    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }
}
