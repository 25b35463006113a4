package svc.query;

import org.springframework.boot.autoconfigure.jdbc.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import svc.sql.OwnPool;

/** The probes' pool: a few connections to the service's database, as the service's own role. */
@Configuration
class LogProbesConfig {

    @Bean(destroyMethod = "close")
    LogProbes logProbes(DataSourceProperties properties) {
        return new LogProbes(OwnPool.of(properties, "svc-log-probes", 8));
    }
}
