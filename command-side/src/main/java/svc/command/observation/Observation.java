package svc.command.observation;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.Addresses;
import svc.command.api.ObservationRecorded;
import svc.command.api.RecordObservation;
import svc.command.api.RuleBroken;

/** Something observed at a source address the platform may later fetch, at a tenant, brand or strategy. */
@Aggregate
class Observation {
    @AggregateIdentifier
    private String unitId;
    private String place;

    Observation() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RecordObservation command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed",
                    "observation " + command.id() + " is already recorded at another place; a unit's place does not "
                            + "change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        Addresses.check(command.source());
        apply(new ObservationRecorded(command.unitId(), command.tenant(), command.id(), command.place(),
                command.source(), command.title(), command.text(), command.trueFrom(), command.trueTo()));
    }

    @EventSourcingHandler
    void on(ObservationRecorded event) {
        unitId = event.unitId();
        place = event.place();
    }
}
