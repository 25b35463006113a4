package svc.command.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * The events a piece of work appends, held back instead of written, so that they are written later in one go with
 * what belongs beside them (an act's Svc-Key row) by the {@link Appender}. While they are held, a later command of
 * the same work that loads one of their aggregates sees them (an import may change one unit twice).
 */
public final class HeldAppends {
    private static final ThreadLocal<Holding> HELD = new ThreadLocal<>();

    private HeldAppends() {
    }

    /** What the work answered, and the events it appended in order. */
    public record Held<T>(T result, List<EventMessage<?>> events) {
    }

    /**
     * The events held so far, in order, and the same by aggregate: an import holds hundreds, and each of its commands
     * loads an aggregate, which would otherwise scan them all.
     */
    private record Holding(List<EventMessage<?>> events, Map<String, List<DomainEventMessage<?>>> byAggregate) {
    }

    /** Runs the work on this thread with its appends held; holding does not nest. */
    public static <T> Held<T> holding(Supplier<T> work) {
        if (HELD.get() != null) {
            throw new IllegalStateException("appends are already held on this thread");
        }
        Holding holding = new Holding(new ArrayList<>(), new HashMap<>());
        HELD.set(holding);
        try {
            return new Held<>(work.get(), List.copyOf(holding.events()));
        } finally {
            HELD.remove();
        }
    }

    /** Holds the events if this thread is holding; says whether it did. */
    static boolean hold(List<? extends EventMessage<?>> events) {
        Holding holding = HELD.get();
        if (holding == null) {
            return false;
        }
        holding.events().addAll(events);
        for (EventMessage<?> event : events) {
            if (event instanceof DomainEventMessage<?> domain) {
                holding.byAggregate().computeIfAbsent(domain.getAggregateIdentifier(), id -> new ArrayList<>())
                        .add(domain);
            }
        }
        return true;
    }

    /** The held events of one aggregate from a sequence number on, in order; none when nothing is held. */
    static List<DomainEventMessage<?>> of(String aggregateIdentifier, long firstSequenceNumber) {
        Holding holding = HELD.get();
        if (holding == null) {
            return List.of();
        }
        List<DomainEventMessage<?>> found = new ArrayList<>();
        for (DomainEventMessage<?> event : holding.byAggregate().getOrDefault(aggregateIdentifier, List.of())) {
            if (event.getSequenceNumber() >= firstSequenceNumber) {
                found.add(event);
            }
        }
        return found;
    }
}
