package svc.query.workflow;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Places;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.store.AxonStorageConfig;
import svc.command.store.Recorded;
import svc.query.api.PreviewAnswer;
import svc.query.api.PreviewStep;
import svc.query.api.PreviewWorkflow;

/**
 * A workflow's preview: its {@code starts_on} and steps run against the log of the hypotheses at places under its
 * strategy, reading only. Events that an armed workflow caused are passed over, as the runner passes them over.
 */
@Component
class PreviewQueries {
    private final JdbcTemplate jdbc;
    private final EventStore events;

    PreviewQueries(JdbcTemplate jdbc, EventStore events) {
        this.jdbc = jdbc;
        this.events = events;
    }

    @QueryHandler
    PreviewAnswer handle(PreviewWorkflow query) {
        String prefix = UnitIds.of(query.tenant(), UnitKind.HYPOTHESIS, "");
        List<String> hypotheses = jdbc.queryForList(
                "SELECT DISTINCT aggregateidentifier FROM domainevententry WHERE aggregateidentifier LIKE ? "
                        + "ESCAPE '!'",
                String.class, prefix.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%");
        List<PreviewStep> steps = new ArrayList<>();
        for (String unitId : hypotheses) {
            steps.addAll(stepsOn(unitId, query));
        }
        steps.sort(Comparator.comparing(PreviewStep::knownOn).thenComparing(PreviewStep::hypothesis)
                .thenComparingLong(PreviewStep::seq).thenComparingInt(PreviewStep::step));
        return new PreviewAnswer(steps);
    }

    private List<PreviewStep> stepsOn(String unitId, PreviewWorkflow query) {
        List<DomainEventMessage<?>> stream = events.readEvents(unitId).asStream()
                .filter(event -> !Recorded.of(event).isAfter(query.knownOn()))
                .<DomainEventMessage<?>>map(event -> event)
                .toList();
        if (stream.isEmpty() || !(stream.get(0).getPayload() instanceof HypothesisRecorded first)
                || !Places.within(first.place(), query.place())) {
            return List.of();
        }
        List<PreviewStep> steps = new ArrayList<>();
        for (DomainEventMessage<?> event : stream) {
            if ("workflow".equals(event.getMetaData().get(AxonStorageConfig.ROUTE))
                    || !query.startsOn().startedBy(event.getPayload())) {
                continue;
            }
            for (int i = 0; i < query.steps().size(); i++) {
                steps.add(new PreviewStep(event.getPayloadType().getSimpleName(), first.id(),
                        event.getSequenceNumber(), trueFrom(event.getPayload()), Recorded.of(event), i,
                        query.steps().get(i).kind(), query.steps().get(i).says(first.id())));
            }
        }
        return steps;
    }

    private static Instant trueFrom(Object payload) {
        return payload instanceof HypothesisSettled settled ? settled.trueFrom()
                : ((HypothesisRecorded) payload).trueFrom();
    }
}
