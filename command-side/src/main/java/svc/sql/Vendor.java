package svc.sql;

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
            known = jdbc.execute((ConnectionCallback<Boolean>) con ->
                    "PostgreSQL".equals(con.getMetaData().getDatabaseProductName()));
            postgres = known;
        }
        return known;
    }
}
