package svc.command.store;

/**
 * How processors are woken when new events can be read ({@link CallingBackEventStore}): gathered under a stream of
 * commits, unless someone waits for them.
 */
public interface ProcessorWakeUps {
    /**
     * A caller waits for the named processor to handle what was appended (read-your-writes): the log is read now,
     * whoever appended, the next wake-up is not held back to gather more events with it, and the processor is woken
     * even for events none of its handlers takes. The holds exist to batch a stream of commits nobody waits on.
     */
    void hurry(String processor);
}
