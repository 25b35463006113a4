package svc.query;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The read-your-writes probes of the log ({@link CatchUp}: the head, a unit's last event, the events of some types) on
 * connections of their own, never inside a caller's transaction: there the log's row-level security would show only
 * the caller's tenants, and a probe must see the whole log (a scan that missed another tenant's grant event would be
 * kept, and that event never waited for). Their own pool also keeps a probe from waiting for a connection behind the
 * calls that hold the service's; the operator's readings of the log and the tokens (a processor's lag, a rebuild's
 * progress) use it for the same reason: a scrape or a readiness check must answer while the service's pool is taken.
 */
public final class LogProbes implements AutoCloseable {
    private final JdbcTemplate jdbc;
    private final DataSource pool;

    public LogProbes(DataSource pool) {
        this.pool = pool;
        this.jdbc = new JdbcTemplate(pool);
    }

    public JdbcTemplate jdbc() {
        return jdbc;
    }

    @Override
    public void close() {
        if (pool instanceof HikariDataSource hikari) {
            hikari.close();
        }
    }
}
