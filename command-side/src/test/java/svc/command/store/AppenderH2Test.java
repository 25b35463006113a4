package svc.command.store;

import java.util.UUID;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/** Group commit on the embedded H2. */
class AppenderH2Test extends AppenderContract {
    private DataSource h2;

    @Override
    DataSource database() {
        h2 = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:appender-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        return h2;
    }

    @Override
    String vendor() {
        return "h2";
    }

    @Override
    void release() {
        new JdbcTemplate(h2).execute("SHUTDOWN");
    }
}
