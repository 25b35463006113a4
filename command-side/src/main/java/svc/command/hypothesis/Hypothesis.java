package svc.command.hypothesis;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Places;
import svc.command.api.RecordHypothesis;
import svc.command.api.RuleBroken;
import svc.command.api.SettleHypothesis;
import svc.command.api.UnitNotFound;
import svc.command.unit.Lifetime;

/** A claim with a standing. Its place is fixed once recorded; it can be settled only on dates it is true. */
@Aggregate
class Hypothesis {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private final Lifetime lifetime = new Lifetime();

    Hypothesis() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RecordHypothesis command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed",
                    "hypothesis " + command.id() + " is already recorded at another place; a unit's place does not "
                            + "change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        apply(new HypothesisRecorded(command.unitId(), command.tenant(), command.id(), command.place(),
                command.claim(), command.trueFrom(), command.trueTo()));
    }

    @CommandHandler
    void handle(SettleHypothesis command) {
        if (!Places.within(place, command.callScope())) {
            throw new UnitNotFound("hypothesis");
        }
        if (command.standing() == null) {
            throw new RuleBroken("standing_given", "a settling names the standing it settles on");
        }
        if (command.on() == null || command.on().isBlank()) {
            throw new RuleBroken("on_given", "a settling says what it was settled on; on must not be empty");
        }
        if (!lifetime.trueOn(command.trueFrom())) {
            throw new RuleBroken("settled_while_true",
                    "a hypothesis can be settled only on a date it is true; it is not true on " + command.trueFrom());
        }
        apply(new HypothesisSettled(command.unitId(), command.standing(), command.on(), command.settledBy(),
                command.trueFrom()));
    }

    @EventSourcingHandler
    void on(HypothesisRecorded event) {
        unitId = event.unitId();
        place = event.place();
        lifetime.recorded(event.trueFrom(), event.trueTo());
    }
}
