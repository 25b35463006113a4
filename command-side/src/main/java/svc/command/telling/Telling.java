package svc.command.telling;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.Addresses;
import svc.command.api.DisableTelling;
import svc.command.api.RecordTellingCallFailed;
import svc.command.api.RegisterTelling;
import svc.command.api.RuleBroken;
import svc.command.api.TellingCallFailed;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;

/**
 * An address to be told at, with the kinds it is told about, a sealed secret to sign deliveries with, and how many
 * tries a delivery gets. The deliverer records each call that failed, and disables it when its address is gone.
 */
@Aggregate
class Telling {
    static final int MOST_TRIES = 20;

    @AggregateIdentifier
    private String unitId;
    private boolean disabled;

    Telling() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RegisterTelling command) {
        if (unitId != null) {
            throw new RuleBroken("registered_once", "telling " + command.id() + " is already registered");
        }
        Addresses.check(command.address());
        if (command.kinds().isEmpty()) {
            throw new RuleBroken("told_about_something", "a telling names at least one kind");
        }
        if (command.triesBound() < 1 || command.triesBound() > MOST_TRIES) {
            throw new RuleBroken("tries_bound_in_range",
                    "tries_bound is from 1 to " + MOST_TRIES);
        }
        apply(new TellingRegistered(command.unitId(), command.tenant(), command.id(), command.place(),
                command.address(), command.kinds(), command.sealedSecret(), command.secretHint(),
                command.triesBound(), command.trueFrom()));
    }

    /** Every failed call is recorded, even one that was in flight when the Telling was disabled: it was made. */
    @CommandHandler
    void handle(RecordTellingCallFailed command) {
        apply(new TellingCallFailed(unitId, command.call()));
    }

    /** Disabling is idempotent: the deliverers of several nodes may each see the same 410. */
    @CommandHandler
    void handle(DisableTelling command) {
        if (!disabled) {
            apply(new TellingDisabled(unitId, command.reason(), command.at()));
        }
    }

    @EventSourcingHandler
    void on(TellingRegistered event) {
        unitId = event.unitId();
    }

    @EventSourcingHandler
    void on(TellingDisabled event) {
        disabled = true;
    }
}
