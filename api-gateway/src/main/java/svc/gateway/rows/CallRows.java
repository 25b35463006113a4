package svc.gateway.rows;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import svc.gateway.auth.CallerScopes;
import svc.query.api.CallerRows;

/**
 * Runs a call's work with the caller's row scope: every transaction it begins sets, before its first query, the
 * tenants and places the caller reads. On PostgreSQL row-level security then holds the call to those tenants even
 * where a query forgets its own tenant filter.
 */
@Component
public class CallRows {
    private final CallerScopes scopes;
    private final CallerRows rows;

    CallRows(CallerScopes scopes, CallerRows rows) {
        this.scopes = scopes;
        this.rows = rows;
    }

    public <T> T within(String subject, Supplier<T> work) {
        return within(subject, null, work);
    }

    /**
     * As {@link #within(String, Supplier)}, also reading the call's own tenant when {@code ownTenant} is given: a route
     * that needs no grant (an invitee accepting) is called by someone who holds nothing there yet, and its handler's
     * own rule decides what it may see.
     */
    public <T> T within(String subject, String ownTenant, Supplier<T> work) {
        List<String> readable = new ArrayList<>(scopes.readable(subject));
        if (ownTenant != null && !readable.contains("tenant/" + ownTenant)) {
            readable.add("tenant/" + ownTenant);
        }
        return rows.within(subject, readable, work);
    }
}
