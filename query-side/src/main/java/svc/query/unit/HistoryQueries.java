package svc.query.unit;

import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.query.api.FindHistory;
import svc.query.api.HistoryAnswer;

/** The audit trail of one unit. */
@Component
class HistoryQueries {
    private final UnitEvents events;

    HistoryQueries(UnitEvents events) {
        this.events = events;
    }

    @QueryHandler
    HistoryAnswer handle(FindHistory query) {
        return new HistoryAnswer(events.knownOn(query.unitId(), query.callScope(), query.knownOn()));
    }
}
