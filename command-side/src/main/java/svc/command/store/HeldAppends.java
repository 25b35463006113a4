package svc.command.store;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * The events a piece of work appends, held back instead of written, so that they are written later in one go with
 * what belongs beside them (an act's Svc-Key row) by the {@link Appender}. While they are held, a later command of
 * the same work that loads one of their aggregates sees them (an import may change one unit twice).
 */
public final class HeldAppends {
    private static final ThreadLocal<List<EventMessage<?>>> HELD = new ThreadLocal<>();

    private HeldAppends() {
    }

    /** What the work answered, and the events it appended in order. */
    public record Held<T>(T result, List<EventMessage<?>> events) {
    }

    /** Runs the work on this thread with its appends held; holding does not nest. */
    public static <T> Held<T> holding(Supplier<T> work) {
        if (HELD.get() != null) {
            throw new IllegalStateException("appends are already held on this thread");
        }
        List<EventMessage<?>> events = new ArrayList<>();
        HELD.set(events);
        try {
            return new Held<>(work.get(), List.copyOf(events));
        } finally {
            HELD.remove();
        }
    }

    /** Holds the events if this thread is holding; says whether it did. */
    static boolean hold(List<? extends EventMessage<?>> events) {
        List<EventMessage<?>> held = HELD.get();
        if (held == null) {
            return false;
        }
        held.addAll(events);
        return true;
    }

    /** The held events of one aggregate from a sequence number on, in order; none when nothing is held. */
    static List<DomainEventMessage<?>> of(String aggregateIdentifier, long firstSequenceNumber) {
        List<EventMessage<?>> held = HELD.get();
        if (held == null) {
            return List.of();
        }
        List<DomainEventMessage<?>> found = new ArrayList<>();
        for (EventMessage<?> event : held) {
            if (event instanceof DomainEventMessage<?> domain
                    && aggregateIdentifier.equals(domain.getAggregateIdentifier())
                    && domain.getSequenceNumber() >= firstSequenceNumber) {
                found.add(domain);
            }
        }
        return found;
    }
}
