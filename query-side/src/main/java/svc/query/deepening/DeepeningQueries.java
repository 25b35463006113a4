package svc.query.deepening;

import java.time.Instant;
import java.util.Comparator;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.deepening.DeepeningState;
import svc.query.Awaits;
import svc.query.api.FindLatestFetch;
import svc.query.api.UnitAnswer;

/**
 * Finds deepenings by their observation. The rows are not indexed by it, so this reads the tenant's deepenings:
 * fine while a tenant has few; an index by observation is the way up.
 */
@Component
class DeepeningQueries {
    private final BitemporalReader reader;

    DeepeningQueries(BitemporalReader reader) {
        this.reader = reader;
    }

    @QueryHandler
    @Awaits(UnitKind.DEEPENING)
    UnitAnswer handle(FindLatestFetch query) {
        return new UnitAnswer(reader.statesOfKind(query.tenant(), UnitKind.DEEPENING.wire(), DeepeningState.class,
                        query.trueOn(), query.knownOn())
                .stream()
                .filter(deepening -> deepening.observation().equals(query.observation()))
                .filter(deepening -> deepening.fetched() != null)
                .max(Comparator.comparing(deepening -> Instant.parse(deepening.fetched().fetchedAt())))
                .orElse(null));
    }
}
