package svc.command.run;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.time.Instant;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.Places;
import svc.command.api.RecordRun;
import svc.command.api.RuleBroken;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;
import svc.command.api.SetAsideRun;
import svc.command.api.TakeUpRun;
import svc.command.api.UnitNotFound;
import svc.command.unit.Lifetime;

/**
 * A scrape run: it waits until the beat takes it up, unless a person sets it aside into the parked place, where it
 * stays. Its moves follow one another in valid time, so its state on any date is the last move before it.
 */
@Aggregate
class ScrapeRun {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private RunState state;
    private Instant lastMove;
    private final Lifetime lifetime = new Lifetime();

    ScrapeRun() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(RecordRun command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed",
                    "run " + command.key() + " is already recorded at another place; a unit's place does not change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        apply(new RunRecorded(command.unitId(), command.tenant(), command.key(), command.place(), command.source(),
                command.trueFrom(), command.trueTo()));
    }

    @CommandHandler
    void handle(TakeUpRun command) {
        if (state == RunState.PARKED) {
            throw new RuleBroken("parked_runs_wait", "a parked run is never taken up");
        }
        if (state == RunState.TAKEN_UP) {
            throw new RuleBroken("taken_up_once", "the run is already taken up");
        }
        if (!lifetime.trueOn(command.at())) {
            throw new RuleBroken("moved_while_true", "the run is not true on " + command.at());
        }
        inOrder(command.at());
        apply(new RunTakenUp(command.unitId(), command.reason(), command.at()));
    }

    /**
     * Answers the time the set-aside holds from. A call that gave no date means now; if the beat took the run up
     * a moment after that call began, now is the moment of that take-up, not a date before it.
     */
    @CommandHandler
    Instant handle(SetAsideRun command) {
        if (!Places.within(place, command.callScope())) {
            throw new UnitNotFound("run");
        }
        if (state == RunState.PARKED) {
            throw new RuleBroken("parked_once", "the run is already parked; it stays in the parked place");
        }
        Instant from = !command.dateAsked() && lastMove != null && command.trueFrom().isBefore(lastMove)
                ? lastMove : command.trueFrom();
        if (!lifetime.trueOn(from)) {
            throw new RuleBroken("moved_while_true",
                    "a run can be set aside only on a date it is true; it is not true on " + from);
        }
        inOrder(from);
        apply(new RunSetAside(command.unitId(), command.reason(), command.setAsideBy(), from));
        return from;
    }

    private void inOrder(Instant at) {
        if (lastMove != null && at.isBefore(lastMove)) {
            throw new RuleBroken("moves_in_order",
                    "a run's moves follow one another; its last move holds from " + lastMove + ", after " + at);
        }
    }

    @EventSourcingHandler
    void on(RunRecorded event) {
        unitId = event.unitId();
        place = event.place();
        if (state == null) {
            state = RunState.WAITING;
        }
        lifetime.recorded(event.trueFrom(), event.trueTo());
    }

    @EventSourcingHandler
    void on(RunTakenUp event) {
        state = RunState.TAKEN_UP;
        lastMove = event.trueFrom();
    }

    @EventSourcingHandler
    void on(RunSetAside event) {
        state = RunState.PARKED;
        lastMove = event.trueFrom();
    }
}
