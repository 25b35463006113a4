package svc.query.api;

import java.util.List;
import java.util.function.Supplier;

/**
 * Runs a caller's work so that every transaction it begins sees the rows of the places the caller reads, and of the
 * tenants those lie in, and no others: on PostgreSQL row-level security then holds a call to its tenants even where a
 * query forgets its own tenant filter.
 */
public interface CallerRows {
    /** Runs {@code work} as {@code subject}, reading {@code places} ({@code tenant/<id>/...}). */
    <T> T within(String subject, List<String> places, Supplier<T> work);
}
