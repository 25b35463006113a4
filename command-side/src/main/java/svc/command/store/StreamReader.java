package svc.command.store;

import java.util.Collection;

/**
 * Who reads one stream of the event store, called back when new events can be read: at once where it takes any of
 * them or nothing says what it takes (a stream no processor's coordinator opened), and otherwise at most once per
 * {@code unconcerned}, to move its position past them in one batch (docs/decisions.md, "Processors woken for the events
 * they take").
 */
final class StreamReader {
    private final String processor;
    private final Runnable callback;
    private final TakenTypes taken;
    private final long unconcernedNanos;
    private volatile boolean owed;
    private volatile boolean waitedFor;
    private volatile long lastCalled;

    /**
     * @param processor the processor whose coordinator reads the stream; {@code null} for any other reader
     * @param taken what the processor's handlers take
     */
    StreamReader(String processor, Runnable callback, TakenTypes taken, long unconcernedNanos, long now) {
        this.processor = processor;
        this.callback = callback;
        this.taken = taken;
        this.unconcernedNanos = unconcernedNanos;
        this.lastCalled = now;
    }

    /** New events of these payload types can be read. */
    void offered(Collection<Class<?>> types, long now) {
        if (processor == null || waitedFor || types.stream().anyMatch(taken::takes)) {
            call(now);
            return;
        }
        owed = true;
        // Read after owed is written, as hurried reads owed after waitedFor: of a hurry and an offer at once, at
        // least one sees the other, and the reader is called.
        if (waitedFor) {
            call(now);
        } else {
            due(now);
        }
    }

    /** Calls back a reader left behind once it has waited {@code unconcerned}. */
    void due(long now) {
        if (owed && now - lastCalled >= unconcernedNanos) {
            call(now);
        }
    }

    /**
     * Someone waits for this processor: it is called back now if new events were held back from it, and at the next
     * events whatever they are.
     */
    void hurried(long now) {
        waitedFor = true;
        if (owed) {
            call(now);
        }
    }

    boolean reads(String name) {
        return name.equals(processor);
    }

    boolean owed() {
        return owed;
    }

    private void call(long now) {
        owed = false;
        waitedFor = false;
        lastCalled = now;
        callback.run();
    }
}
