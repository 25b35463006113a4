package svc.ops.rebuild;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.Segment;
import svc.projections.rebuild.OwnedRows;

/** One projection a rebuild fills: its processor's name, the rows it owns, and its handlers. */
final class RebuildTarget {
    private final String name;
    private final List<OwnedRows> rows;
    private final EventHandlerInvoker handlers;
    /**
     * Whether the handlers take events of a payload type, asked once a type: asking Axon's invokers event by event
     * (every handler of every projection weighing every event) took most of a rebuild's own CPU.
     */
    private final Map<Class<?>, Boolean> takes = new ConcurrentHashMap<>();

    RebuildTarget(String name, List<OwnedRows> rows, EventHandlerInvoker handlers) {
        this.name = name;
        this.rows = rows;
        this.handlers = handlers;
    }

    String name() {
        return name;
    }

    List<OwnedRows> rows() {
        return rows;
    }

    /** Hands one event to the handlers of the given segment (its sequencing policy decides whether it is theirs). */
    void handle(EventMessage<?> event, Segment segment) {
        if (!takes.computeIfAbsent(event.getPayloadType(), handlers::canHandleType)) {
            return;
        }
        try {
            handlers.handle(event, segment);
        } catch (Exception e) {
            throw new IllegalStateException(name + " failed on event " + event.getIdentifier() + " ("
                    + event.getPayloadType().getSimpleName() + ")", e);
        }
    }
}
