package svc.command.publishing;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.Places;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;
import svc.command.api.RecordPublishing;
import svc.command.api.RuleBroken;
import svc.command.api.UnitNotFound;
import svc.command.api.WithdrawPublishing;
import svc.command.unit.Lifetime;

/** Something published on a channel at a brand. It is published until withdrawn, and is withdrawn once. */
@Aggregate
class Publishing {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private boolean withdrawn;
    private final Lifetime lifetime = new Lifetime();

    Publishing() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RecordPublishing command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed",
                    "publishing " + command.id() + " is already recorded at another place; a unit's place does not "
                            + "change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        apply(new PublishingRecorded(command.unitId(), command.tenant(), command.id(), command.place(),
                command.title(), command.channel(), command.trueFrom(), command.trueTo()));
    }

    @CommandHandler
    void handle(WithdrawPublishing command) {
        if (!Places.within(place, command.callScope())) {
            throw new UnitNotFound("publishing");
        }
        if (withdrawn) {
            throw new RuleBroken("withdrawn_once",
                    "the publishing is already withdrawn; the first withdrawal and its reason stand");
        }
        if (!lifetime.trueOn(command.trueFrom())) {
            throw new RuleBroken("withdrawn_while_true",
                    "a publishing can be withdrawn only on a date it is true; it is not true on "
                            + command.trueFrom());
        }
        apply(new PublishingWithdrawn(command.unitId(), command.reason(), command.withdrawnBy(),
                command.trueFrom()));
    }

    @EventSourcingHandler
    void on(PublishingRecorded event) {
        unitId = event.unitId();
        place = event.place();
        lifetime.recorded(event.trueFrom(), event.trueTo());
    }

    @EventSourcingHandler
    void on(PublishingWithdrawn event) {
        withdrawn = true;
    }
}
