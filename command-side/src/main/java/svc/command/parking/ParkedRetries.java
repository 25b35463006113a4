package svc.command.parking;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.deadletter.DeadLetter;
import org.axonframework.messaging.deadletter.SequencedDeadLetterProcessor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * An operator's retry of parked units: each processor that parked a unit hands its events, in order, to its handlers
 * again (Axon's dead-letter processing). Those handled are gone from the queue and the unit is served again; if one
 * fails again, it and the rest of the unit stay parked.
 */
@Component
public class ParkedRetries {
    private static final Logger LOG = LoggerFactory.getLogger(ParkedRetries.class);

    private final EventProcessingConfiguration processing;
    private final ParkedUnits parked;

    ParkedRetries(EventProcessingConfiguration processing, ParkedUnits parked) {
        this.processing = processing;
        this.parked = parked;
    }

    /** What became of one parked unit of one processor. */
    public record Outcome(String processor, String unit, boolean served, String cause) {
    }

    /** Retries the units parked by every processor, or by {@code processor} alone; {@code unit} null for all. */
    public List<Outcome> retry(String unit, String processor) {
        List<Outcome> outcomes = new ArrayList<>();
        for (ParkedUnits.Parked one : parked.list(unit)) {
            if (processor != null && !processor.equals(one.processor())) {
                continue;
            }
            SequencedDeadLetterProcessor<EventMessage<?>> letters = processing
                    .sequencedDeadLetterProcessor(one.processor())
                    .orElseThrow(() -> new IllegalStateException("no processor " + one.processor()
                            + " here to handle its parked events"));
            try {
                while (letters.process(letter -> of(letter, one.unit()))) {
                    LOG.info("handled parked events of {} in {}", one.unit(), one.processor());
                }
            } catch (RuntimeException e) {
                // The handler failed again: its transaction was rolled back with the queue's own changes, so the
                // events stay parked as they were.
                LOG.warn("parked events of {} in {} failed again", one.unit(), one.processor(), e);
            }
            boolean served = !parked.parked(one.processor(), one.unit());
            String cause = served ? null : parked.list(one.unit()).stream()
                    .filter(still -> still.processor().equals(one.processor()))
                    .map(ParkedUnits.Parked::cause).findFirst().orElse(null);
            outcomes.add(new Outcome(one.processor(), one.unit(), served, cause));
        }
        return outcomes;
    }

    private static boolean of(DeadLetter<? extends EventMessage<?>> letter, String unit) {
        return letter.message() instanceof DomainEventMessage<?> event && unit.equals(event.getAggregateIdentifier());
    }
}
