package svc.query.deepening;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Comparator;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.BitemporalReader;
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
        return new UnitAnswer(reader.jsonOfKind(query.tenant(), "deepening", query.trueOn(), query.knownOn())
                .stream()
                .filter(state -> state.path("observation").asText().equals(query.observation()))
                .filter(state -> state.path("fetched").isObject())
                .max(Comparator.comparing(DeepeningQueries::fetchedAt))
                .orElse(null));
    }

    private static Instant fetchedAt(ObjectNode state) {
        return Instant.parse(state.path("fetched").path("fetched_at").asText());
    }
}
