package svc.command.fact;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.FactRecorded;
import svc.command.api.PlainFacts;
import svc.command.api.RecordFact;
import svc.command.api.RuleBroken;

/** A fact that is data and nothing more: it keeps its place, and each statement of it holds over its own dates. */
@Aggregate
class PlainFact {
    @AggregateIdentifier
    private String unitId;
    private String place;

    PlainFact() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RecordFact command) {
        if (!PlainFacts.KINDS.contains(command.kind())) {
            throw new IllegalArgumentException(command.kind() + " is not a plain fact kind");
        }
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed", command.kind() + " " + command.id()
                    + " is already recorded at another place; a unit's place does not change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        apply(new FactRecorded(command.unitId(), command.tenant(), command.kind(), command.id(), command.place(),
                command.fields(), command.trueFrom(), command.trueTo()));
    }

    @EventSourcingHandler
    void on(FactRecorded event) {
        unitId = event.unitId();
        place = event.place();
    }
}
