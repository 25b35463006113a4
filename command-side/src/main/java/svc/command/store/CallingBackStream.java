package svc.command.store;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventStream;

/** A stream of the event store that calls its reader back when new events can be read ({@link CallingBackEventStore}). */
final class CallingBackStream implements TrackingEventStream {
    private final TrackingEventStream delegate;
    private final Set<StreamReader> readers;
    private final Function<Runnable, StreamReader> readerOf;
    private volatile StreamReader reader;

    CallingBackStream(TrackingEventStream delegate, Set<StreamReader> readers,
            Function<Runnable, StreamReader> readerOf) {
        this.delegate = delegate;
        this.readers = readers;
        this.readerOf = readerOf;
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
        return delegate.nextAvailable();
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
