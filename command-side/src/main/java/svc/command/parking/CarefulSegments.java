package svc.command.parking;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * The segments of each processor whose last batch failed, and are handled carefully until one of their batches
 * commits: each event on its own savepoint, its changes written at once, and an event a handler cannot handle parked
 * rather than failing the batch again. A batch that never failed pays none of this.
 */
public final class CarefulSegments {
    private final Set<String> careful = ConcurrentHashMap.newKeySet();

    /** Whether this processor's batch in {@code unitOfWork} is handled carefully; false outside a processor's batch. */
    boolean carefully(String processor, UnitOfWork<?> unitOfWork) {
        String key = key(processor, unitOfWork);
        return key != null && careful.contains(key);
    }

    /**
     * Whether each event's changes must be written by its own handler: in a careful batch, and in an operator's retry
     * of a parked unit (outside any batch), where the event that fails must fail in its handler.
     */
    public boolean oneAtATime(String processor, UnitOfWork<?> unitOfWork) {
        String key = key(processor, unitOfWork);
        return key == null || careful.contains(key);
    }

    /** The segment a processor's batch handles, or null outside one (a dead letter's retry). */
    static String key(String processor, UnitOfWork<?> unitOfWork) {
        Object segment = unitOfWork.root().resources().get("Processor[" + processor + "]/SegmentId");
        return segment == null ? null : processor + "/" + segment;
    }

    void failed(String key) {
        careful.add(key);
    }

    void committed(String key) {
        careful.remove(key);
    }
}
