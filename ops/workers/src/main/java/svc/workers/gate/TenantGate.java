package svc.workers.gate;

import java.util.HashSet;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Predicate;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Which tenants a processor of one segment may have work in, asked of each event as the processor is given it,
 * before its batch ({@link GatedHandlers}): an event of a tenant without work is passed over with no transaction and
 * no token written for it (Axon writes the token of passed-over events with its next claim extension).
 *
 * <p>The processor's own table answers for what it committed ({@code hasWork}); what it was given since, and has
 * not yet committed, is known here: an event that can give a tenant work ({@link #opens}) lets every later event of
 * the tenant through. A tenant with work is kept for good (a processor whose work can end is let through more than
 * it needs, never less). A tenant without work is kept only while the events come one position after another: a
 * break (this node's processor lost the segment and took it back later, a batch redelivered after a failure, a gap
 * in the log) may hide an event that gave the tenant work, so the table is asked again.
 */
public final class TenantGate {
    private final Predicate<String> hasWork;
    private final Set<String> withWork = new HashSet<>();
    private final Set<String> without = new HashSet<>();
    private long last = -1;

    /** {@code hasWork}: whether the processor's table, as committed, gives the tenant work. */
    public TenantGate(Predicate<String> hasWork) {
        this.hasWork = hasWork;
    }

    /**
     * A gate that asks the processor's table with {@code query} (the tenant its one parameter, a row where the tenant
     * has work) in a read-only transaction of its own, as a projector: the question is asked outside the batch.
     */
    public static TenantGate asking(JdbcTemplate jdbc, PlatformTransactionManager transactions, String query) {
        TransactionTemplate readOnly = new TransactionTemplate(transactions);
        readOnly.setReadOnly(true);
        return new TenantGate(tenant -> RowScopes.within(RowScope.projector(),
                () -> readOnly.execute(status -> !jdbc.queryForList(query, tenant).isEmpty())));
    }

    /** Whether this event of the tenant may give the processor work. */
    public synchronized boolean mayHaveWork(EventMessage<?> message, String tenant) {
        follow(message);
        if (withWork.contains(tenant)) {
            return true;
        }
        if (without.contains(tenant)) {
            return false;
        }
        boolean has = hasWork.test(tenant);
        (has ? withWork : without).add(tenant);
        return has;
    }

    /** An event that can give the tenant work: it and every later event of the tenant are let through. */
    public synchronized void opens(EventMessage<?> message, String tenant) {
        follow(message);
        without.remove(tenant);
        withWork.add(tenant);
    }

    /** Any other event the processor is given, for the order. */
    public synchronized void passes(EventMessage<?> message) {
        follow(message);
    }

    private void follow(EventMessage<?> message) {
        long at = position(message);
        if (at < 0 || (at != last && at != last + 1)) {
            without.clear();
        }
        last = at;
    }

    private static long position(EventMessage<?> message) {
        if (!(message instanceof TrackedEventMessage<?> tracked) || tracked.trackingToken() == null) {
            return -1;
        }
        OptionalLong position = tracked.trackingToken().position();
        return position.isPresent() ? position.getAsLong() : -1;
    }
}
