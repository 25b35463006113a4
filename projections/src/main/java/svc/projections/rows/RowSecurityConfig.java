package svc.projections.rows;

import javax.sql.DataSource;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.ConfigurerModule;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Row-level security's side of the process: every transaction sets its row scope first, and every event processor's
 * transaction is a projector's (event processors write for every tenant).
 */
@Configuration
public class RowSecurityConfig {
    @Bean
    public PlatformTransactionManager transactionManager(DataSource dataSource) {
        return new RowScopedTransactionManager(dataSource);
    }

    /**
     * The processors' transactions begin as a projector's, so the scope is set once per batch with the transaction's
     * own settings; setting it from a handler interceptor cost a round trip per event and processor, about a fifth of
     * the projections' time in a catch-up (docs/performance.md).
     */
    @Bean
    public ConfigurerModule projectorsSeeEveryTenant(ObjectProvider<TransactionManager> transactions) {
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerDefaultTransactionManager(config -> new AsProjector(transactions.getObject())));
    }

    /** Begins each transaction of the delegate under the projector's row scope. */
    record AsProjector(TransactionManager delegate) implements TransactionManager {
        @Override
        public Transaction startTransaction() {
            return RowScopes.within(RowScope.projector(), delegate::startTransaction);
        }
    }
}
