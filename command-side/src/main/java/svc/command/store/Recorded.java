package svc.command.store;

import java.time.Instant;
import org.axonframework.eventhandling.EventMessage;
import svc.sql.IsoInstants;

/** The recorded (known-on) time of a stored event, to the microsecond. */
public final class Recorded {
    /** The metadata key the storage engine stamps every appended event with. */
    public static final String KEY = "recorded";

    private Recorded() {
    }

    public static Instant of(EventMessage<?> event) {
        Object stamp = event.getMetaData().get(KEY);
        return stamp == null ? event.getTimestamp() : IsoInstants.parse(stamp.toString());
    }
}
