package svc.command.store;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventStream;

/**
 * A stream of the event store that calls its reader back when new events can be read ({@link CallingBackEventStore}).
 *
 * <p>A processor's stream hands it a run of events its handlers take none of as the run's last event alone. Axon's
 * coordinator offers every event it reads to each of the processor's work packages, and before each asks every work
 * package whether its queue has room, a count of the queue's entries each time: in a catch-up of a 200,000-event
 * burst, the coordinators of the fifteen processors that take none of its events spent two fifths of their CPU
 * counting (docs/performance.md). The last event's position covers the others' (they lie below it, and the log's
 * reader saw each, so none is a gap of it), so the processor's position moves as if it had passed over each one; an
 * event is handed on at once when nothing is available after it, so the processor still reaches the head.
 */
final class CallingBackStream implements TrackingEventStream {
    private final TrackingEventStream delegate;
    private final Set<StreamReader> readers;
    private final Function<Runnable, StreamReader> readerOf;
    private final TakenTypes taken;
    private volatile StreamReader reader;

    /** {@code taken}: the payload types its processor takes; null for a stream no processor reads. */
    CallingBackStream(TrackingEventStream delegate, Set<StreamReader> readers,
            Function<Runnable, StreamReader> readerOf, TakenTypes taken) {
        this.delegate = delegate;
        this.readers = readers;
        this.readerOf = readerOf;
        this.taken = taken;
    }

    @Override
    public boolean setOnAvailableCallback(Runnable callback) {
        StreamReader previous = reader;
        if (previous != null) {
            readers.remove(previous);
        }
        StreamReader next = readerOf.apply(callback);
        reader = next;
        readers.add(next);
        return true;
    }

    @Override
    public Optional<TrackedEventMessage<?>> peek() {
        return delegate.peek();
    }

    @Override
    public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
        return delegate.hasNextAvailable(timeout, unit);
    }

    @Override
    public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
        TrackedEventMessage<?> next = delegate.nextAvailable();
        while (passesOver(next)) {
            TrackedEventMessage<?> after = delegate.peek().orElse(null);
            // Events of one position (an upcaster's) go on together, as Axon's coordinator expects.
            if (after == null || !passesOver(after) || after.trackingToken().equals(next.trackingToken())) {
                break;
            }
            next = delegate.nextAvailable();
        }
        return next;
    }

    private boolean passesOver(TrackedEventMessage<?> event) {
        return taken != null && !taken.takes(event.getPayloadType());
    }

    @Override
    public void skipMessagesWithPayloadTypeOf(TrackedEventMessage<?> ignoredMessage) {
        delegate.skipMessagesWithPayloadTypeOf(ignoredMessage);
    }

    @Override
    public void close() {
        StreamReader registered = reader;
        if (registered != null) {
            readers.remove(registered);
        }
        delegate.close();
    }
}
