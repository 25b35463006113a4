package svc.gateway.rows;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * The places a subject reads: every place where it holds a grant, since a call allowed there reads what lies there
 * to answer. Read as the subject itself, the one way its grants show before its tenants are known.
 */
@Component
public class GrantedPlaces {
    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;

    GrantedPlaces(JdbcTemplate jdbc, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    public List<String> readable(String subject) {
        return RowScopes.within(RowScope.ownGrants(subject), () -> transactions.execute(status -> jdbc.queryForList(
                "SELECT place FROM grant_current WHERE subject = ? ORDER BY place", String.class, subject)));
    }
}
