package svc.command.store;

/**
 * How processors are woken when new events can be read ({@link CallingBackEventStore}): gathered under a stream of
 * commits, unless someone waits for them.
 */
public interface ProcessorWakeUps {
    /**
     * A caller waits for a processor to handle what was appended (read-your-writes): the log is read now, whoever
     * appended, and the next wake-up is not held back to gather more events with it. The hold exists to batch a
     * stream of commits nobody waits on.
     */
    void hurry();
}
