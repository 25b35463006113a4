package svc.projections.rows;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import svc.sql.Vendor;

/**
 * Sets the thread's {@link RowScope} on every transaction right after it begins, transaction-locally
 * ({@code set_config(..., true)}): a pooled connection never carries one call's tenants into the next, and a
 * statement run outside a transaction sets nothing and so sees nothing. Only PostgreSQL has the settings; H2 relies
 * on the queries' own tenant filters.
 */
class RowScopedTransactionManager extends JdbcTransactionManager {
    private volatile Boolean postgres;

    RowScopedTransactionManager(DataSource dataSource) {
        super(dataSource);
    }

    @Override
    protected void prepareTransactionalConnection(Connection con, TransactionDefinition definition)
            throws SQLException {
        super.prepareTransactionalConnection(con, definition);
        RowScope scope = RowScopes.current();
        // Nothing sets these for a session, so every transaction begins with all four unset, which the policies read
        // as empty (nullif): setting no scope would change nothing, and cost a round trip on every transaction that
        // nobody's call began.
        if (!scope.equals(RowScope.NONE) && isPostgres(con)) {
            set(con, scope);
        }
    }

    private boolean isPostgres(Connection con) throws SQLException {
        Boolean known = postgres;
        if (known == null) {
            known = Vendor.postgres(con);
            postgres = known;
        }
        return known;
    }

    /** The four settings, in one statement. */
    private static void set(Connection con, RowScope scope) throws SQLException {
        try (PreparedStatement set = con.prepareStatement("SELECT set_config('svc.tenants', ?, true), "
                + "set_config('svc.scopes', ?, true), set_config('svc.subject', ?, true), "
                + "set_config('svc.role', ?, true)")) {
            set.setString(1, String.join(",", scope.tenants()));
            set.setString(2, String.join(",", scope.scopes()));
            set.setString(3, scope.subject() == null ? "" : scope.subject());
            set.setString(4, scope.role() == null ? "" : scope.role());
            set.executeQuery().close();
        }
    }
}
