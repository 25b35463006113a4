package svc.ops.rebuild;

import java.util.List;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.Segment;
import svc.projections.rebuild.OwnedRows;

/** One projection a rebuild fills: its processor's name, the rows it owns, and its handlers. */
record RebuildTarget(String name, List<OwnedRows> rows, EventHandlerInvoker handlers) {

    /** Hands one event to the handlers of the given segment (its sequencing policy decides whether it is theirs). */
    void handle(EventMessage<?> event, Segment segment) {
        try {
            handlers.handle(event, segment);
        } catch (Exception e) {
            throw new IllegalStateException(name + " failed on event " + event.getIdentifier() + " ("
                    + event.getPayloadType().getSimpleName() + ")", e);
        }
    }
}
