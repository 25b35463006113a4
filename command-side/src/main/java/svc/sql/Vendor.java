package svc.sql;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/** Whether the record is on PostgreSQL, the one database with row-level security here; asked once. */
public final class Vendor {
    private final JdbcTemplate jdbc;
    private volatile Boolean postgres;

    public Vendor(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public boolean postgres() {
        Boolean known = postgres;
        if (known == null) {
            known = jdbc.execute((ConnectionCallback<Boolean>) Vendor::postgres);
            postgres = known;
        }
        return known;
    }

    /** Whether this connection is to PostgreSQL. */
    public static boolean postgres(Connection connection) throws SQLException {
        return "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
    }

    /** Whether the database behind {@code dataSource} is PostgreSQL, asked on a connection of its own. */
    public static boolean postgres(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return postgres(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot reach the record's database: " + e.getMessage(), e);
        }
    }
}
