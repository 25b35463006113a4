package svc.query.grant;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.grant.GrantProjection;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.CatchUp;
import svc.query.api.HeldGrant;
import svc.query.api.SubjectGrants;

/**
 * The grants a subject holds now, read from the {@code grants} projection as the subject itself: row-level security
 * shows a subject its own grants before anything else about it is known. The projection has first handled every
 * grant event in the log, whichever process recorded it (the command line's {@code ./svc grant} too), so a call sees
 * every grant committed before it began.
 */
@Component
class GrantReader implements SubjectGrants {
    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final CatchUp catchUp;
    /**
     * The rows change only when the projection handles a grant event, so a subject's grants read once stand until the
     * log holds a later one: most calls (two reads of them each) make no query for them.
     */
    private final Cache<String, Known> known = Caffeine.newBuilder().maximumSize(10_000).build();

    GrantReader(JdbcTemplate jdbc, TransactionTemplate transactions, CatchUp catchUp) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.catchUp = catchUp;
    }

    @Override
    public List<HeldGrant> of(String subject) {
        CatchUp.TypesHandled handled = catchUp.awaitEvents(GrantProjection.NAME, GrantProjection.EVENTS);
        Known cached = known.getIfPresent(subject);
        if (cached != null && cached.handled().equals(handled)) {
            return cached.held();
        }
        List<HeldGrant> held = RowScopes.within(RowScope.ownGrants(subject),
                () -> transactions.execute(status -> held(subject)));
        known.put(subject, new Known(handled, held));
        return held;
    }

    private List<HeldGrant> held(String subject) {
        return jdbc.query("SELECT place, grants, mode FROM grant_current WHERE subject = ?",
                (rs, i) -> new HeldGrant(rs.getString(1),
                        Arrays.stream(rs.getString(2).split(",")).collect(Collectors.toUnmodifiableSet()),
                        rs.getString(3)),
                subject);
    }

    /** A subject's grants as the projection held them once it had handled those grant events. */
    private record Known(CatchUp.TypesHandled handled, List<HeldGrant> held) {
    }
}
