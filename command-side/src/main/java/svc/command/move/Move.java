package svc.command.move;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.time.Instant;
import java.util.Map;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.EndMove;
import svc.command.api.FailMove;
import svc.command.api.MakeMove;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;
import svc.command.api.RecordMoveDone;
import svc.command.api.RuleBroken;

/**
 * A kind of action asked of an installed connector. Made proposed (it waits) or running (its connector is called),
 * by the act mode of the caller's grant; it then finishes once: done, failed or cancelled. Every change holds from the
 * move's own true-on date: what is learnt later of its outcome is told apart by recorded time.
 */
@Aggregate
class Move {
    @AggregateIdentifier
    private String unitId;
    private MoveState state;
    private Instant trueFrom;

    Move() {
    }

    @CommandHandler
    Move(MakeMove command) {
        if (command.arguments() == null) {
            throw new RuleBroken("arguments_given", "a move needs its arguments, as a JSON object");
        }
        if (command.argumentSources() == null) {
            throw new RuleBroken("argument_sources_given",
                    "a move keeps where its arguments came from");
        }
        Map<String, String> sources = Map.copyOf(command.argumentSources());
        switch (command.mode()) {
            case "propose" -> apply(new MoveProposed(command.unitId(), command.tenant(), command.id(),
                    command.task(), command.installedConnector(), command.kindOfAction(), command.arguments(),
                    sources, command.by(), command.place(), command.trueFrom()));
            case "run" -> apply(new MoveStarted(command.unitId(), command.tenant(), command.id(), command.task(),
                    command.installedConnector(), command.kindOfAction(), command.arguments(), sources,
                    command.by(), command.place(), command.trueFrom()));
            default -> throw new RuleBroken("known_mode",
                    "the caller's act grant has mode '" + command.mode() + "'; a move is made under propose or run");
        }
    }

    @CommandHandler
    void handle(RecordMoveDone command) {
        byItsConnector("done");
        apply(new MoveDone(unitId, command.sourceId(), trueFrom));
    }

    @CommandHandler
    void handle(FailMove command) {
        byItsConnector("failed");
        apply(new MoveFailed(unitId, command.reason(), trueFrom));
    }

    @CommandHandler
    void handle(EndMove command) {
        // The task's end closes what is still open; a move its connector already finished keeps that outcome.
        if (state.finished()) {
            return;
        }
        switch (command.ending()) {
            case "cancelled" -> apply(new MoveCancelled(unitId, command.reason(), trueFrom));
            case "failed" -> apply(new MoveFailed(unitId, command.reason(), trueFrom));
            default -> throw new RuleBroken("known_ending",
                    "a task ends a move cancelled or failed, not " + command.ending());
        }
    }

    private void byItsConnector(String outcome) {
        if (state.finished()) {
            throw new RuleBroken("finished_once",
                    "the move is already " + state.wire() + "; it finishes once");
        }
        if (state != MoveState.RUNNING) {
            throw new RuleBroken("connector_ends_running",
                    "only a running move is " + outcome + " by its connector; this one is " + state.wire());
        }
    }

    @EventSourcingHandler
    void on(MoveProposed event) {
        unitId = event.unitId();
        trueFrom = event.trueFrom();
        state = MoveState.PROPOSED;
    }

    @EventSourcingHandler
    void on(MoveStarted event) {
        unitId = event.unitId();
        trueFrom = event.trueFrom();
        state = MoveState.RUNNING;
    }

    @EventSourcingHandler
    void on(MoveDone event) {
        state = MoveState.DONE;
    }

    @EventSourcingHandler
    void on(MoveFailed event) {
        state = MoveState.FAILED;
    }

    @EventSourcingHandler
    void on(MoveCancelled event) {
        state = MoveState.CANCELLED;
    }
}
