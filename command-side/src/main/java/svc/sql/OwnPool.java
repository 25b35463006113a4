package svc.sql;

import com.zaxxer.hikari.HikariDataSource;
import org.springframework.boot.autoconfigure.jdbc.DataSourceProperties;

/**
 * A small pool of connections to the service's own database, beside its main pool, for work that must not wait
 * behind the calls holding theirs (the appender, the log's probes, the rate-limit buckets). One connection is kept
 * open; the rest open as they are needed. Its owner closes it.
 */
public final class OwnPool {
    private OwnPool() {
    }

    public static HikariDataSource of(DataSourceProperties properties, String name, int connections) {
        HikariDataSource pool = properties.initializeDataSourceBuilder().type(HikariDataSource.class).build();
        pool.setPoolName(name);
        pool.setMaximumPoolSize(connections);
        pool.setMinimumIdle(1);
        return pool;
    }
}
