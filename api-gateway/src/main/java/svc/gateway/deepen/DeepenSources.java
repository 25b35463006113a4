package svc.gateway.deepen;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.projections.deepening.DeepeningState;
import svc.projections.observation.ObservationState;
import svc.query.api.FindLatestFetch;
import svc.query.api.FindUnit;
import svc.query.api.UnitAnswer;

/**
 * What a deepening reads: the observation (anywhere in the tenant; the route decides what the caller may see) and
 * the text there is to embed. Both wait for their projection to reach the head of the log, as every read does.
 */
@Component
public class DeepenSources {
    private final QueryGateway queries;

    DeepenSources(QueryGateway queries) {
        this.queries = queries;
    }

    public Optional<ObservationState> observation(String tenant, String id, Instant trueOn, Instant knownOn) {
        UnitAnswer answer = queries.query(new FindUnit(UnitIds.of(tenant, UnitKind.OBSERVATION, id), "tenant/" + tenant,
                trueOn, knownOn), UnitAnswer.class).join();
        return Optional.ofNullable(answer.state(ObservationState.class));
    }

    /** The text of the observation's latest fetch if it was ever fetched, else its own title and text, if any. */
    public Optional<String> textToEmbed(String tenant, ObservationState observation, Instant trueOn,
            Instant knownOn) {
        UnitAnswer latest = queries.query(new FindLatestFetch(tenant, observation.id(), trueOn, knownOn),
                UnitAnswer.class).join();
        if (latest.found()) {
            return Optional.ofNullable(latest.state(DeepeningState.class).fetched().text())
                    .filter(text -> !text.isBlank());
        }
        String own = Stream.of(observation.title(), observation.text())
                .filter(Objects::nonNull)
                .filter(member -> !member.isBlank())
                .map(String::strip)
                .collect(Collectors.joining("\n"));
        return Optional.of(own).filter(text -> !text.isEmpty());
    }
}
