package svc.query;

import com.zaxxer.hikari.HikariDataSource;
import org.springframework.boot.autoconfigure.jdbc.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The probes' pool: a few connections to the service's database, as the service's own role. */
@Configuration
class LogProbesConfig {

    @Bean(destroyMethod = "close")
    LogProbes logProbes(DataSourceProperties properties) {
        HikariDataSource own = properties.initializeDataSourceBuilder().type(HikariDataSource.class).build();
        own.setPoolName("svc-log-probes");
        own.setMaximumPoolSize(8);
        own.setMinimumIdle(1);
        return new LogProbes(own);
    }
}
