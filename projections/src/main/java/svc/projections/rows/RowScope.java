package svc.projections.rows;

import java.util.List;

/**
 * Whose rows a transaction sees on PostgreSQL, set on it as {@code svc.tenants}, {@code svc.scopes},
 * {@code svc.subject} and {@code svc.role} before its first statement (see V31__row_security.sql). Empty lists and
 * nulls set nothing, and a transaction that set nothing sees no projection row.
 */
public record RowScope(List<String> tenants, List<String> scopes, String subject, String role) {
    /** No rows at all: what a transaction sees when nobody said whose it is. */
    public static final RowScope NONE = new RowScope(List.of(), List.of(), null, null);

    public RowScope {
        tenants = List.copyOf(tenants);
        scopes = List.copyOf(scopes);
    }

    /** A caller's call: the tenants and the places it reads. */
    public static RowScope caller(String subject, List<String> tenants, List<String> scopes) {
        return new RowScope(tenants, scopes, subject, null);
    }

    /** A subject's own grants, read to learn what it may read at all. */
    public static RowScope ownGrants(String subject) {
        return new RowScope(List.of(), List.of(), subject, null);
    }

    /** Work done for one tenant with nobody's call behind it on this thread (a queued task's work). */
    public static RowScope tenant(String tenant) {
        return new RowScope(List.of(tenant), List.of("tenant/" + tenant), null, null);
    }

    /**
     * An event processor's work, for every tenant. Processors begin their transactions with it
     * ({@link RowSecurityConfig}); it is also for a reset of a processor's tokens, whose reset handlers run in a
     * transaction begun on the caller's thread.
     */
    public static RowScope projector() {
        return new RowScope(List.of(), List.of(), null, "projector");
    }

    /** The platform's own workers (the beat, the work plane's sweep): read every tenant's rows, write none. */
    public static RowScope worker() {
        return new RowScope(List.of(), List.of(), null, "worker");
    }
}
