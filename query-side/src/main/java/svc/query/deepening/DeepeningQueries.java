package svc.query.deepening;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Comparator;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.BitemporalReader;
import svc.projections.bitemporal.UnitStates;
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
    private final UnitStates states;

    DeepeningQueries(BitemporalReader reader, UnitStates states) {
        this.reader = reader;
        this.states = states;
    }

    @QueryHandler
    @Awaits(UnitKind.DEEPENING)
    UnitAnswer handle(FindLatestFetch query) {
        return new UnitAnswer(reader.jsonOfKind(query.tenant(), UnitKind.DEEPENING.wire(), query.trueOn(),
                        query.knownOn())
                .stream()
                .map(stored -> new Found(stored, states.of(DeepeningState.class, stored)))
                .filter(found -> found.deepening().observation().equals(query.observation()))
                .filter(found -> found.deepening().fetched() != null)
                .max(Comparator.comparing(Found::fetchedAt))
                .map(Found::stored)
                .orElse(null));
    }

    /** A deepening as the answer carries it, beside the record it is read by. */
    private record Found(ObjectNode stored, DeepeningState deepening) {
        Instant fetchedAt() {
            return Instant.parse(deepening.fetched().fetchedAt());
        }
    }
}
