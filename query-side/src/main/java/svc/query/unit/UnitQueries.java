package svc.query.unit;

import java.util.Objects;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.projections.bitemporal.BitemporalReader;
import svc.query.Awaits;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/** Reads one unit as of two dates from the bitemporal rows. */
@Component
class UnitQueries {
    private final BitemporalReader reader;

    UnitQueries(BitemporalReader reader) {
        this.reader = reader;
    }

    @QueryHandler
    @Awaits(itsUnit = true)
    UnitAnswer handle(FindUnit query) {
        return new UnitAnswer(reader.stateAt(query.unitId(), query.trueOn(), query.knownOn())
                .filter(state -> Places.inView(Objects.requireNonNullElse(state.place(), ""), query.callScope()))
                .orElse(null));
    }
}
