package svc.projections.rows;

import javax.sql.DataSource;
import org.axonframework.config.ConfigurerModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Row-level security's side of the process: every transaction sets its row scope first, and every event handler runs
 * as a projector (event processors write for every tenant).
 */
@Configuration
public class RowSecurityConfig {
    @Bean
    public PlatformTransactionManager transactionManager(DataSource dataSource) {
        return new RowScopedTransactionManager(dataSource);
    }

    /**
     * The processor's batch transaction has begun by the time a handler is invoked, so the role is set on it from
     * inside, once per event: cheap, and it holds however Axon groups events into transactions.
     */
    @Bean
    public ConfigurerModule projectorsSeeEveryTenant(JdbcTemplate jdbc) {
        Vendor vendor = new Vendor(jdbc);
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerDefaultHandlerInterceptor((config, name) -> (unitOfWork, chain) -> {
                    if (vendor.postgres()) {
                        jdbc.queryForObject("SELECT set_config('svc.role', 'projector', true)", String.class);
                    }
                    return chain.proceed();
                }));
    }
}
