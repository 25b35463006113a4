package svc.command.deepening;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.DeepeningMade;
import svc.command.api.MakeDeepening;
import svc.command.api.RuleBroken;

/**
 * The result of one deepening task on an observation. It is made once: its id comes from the task's, so a task run
 * again after a restart cannot make a second one.
 */
@Aggregate
class Deepening {
    @AggregateIdentifier
    private String unitId;

    Deepening() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(MakeDeepening command) {
        if (unitId != null) {
            throw new RuleBroken("made_once",
                    "deepening " + command.id() + " is already made; a task makes its deepening once");
        }
        if (command.fetched() == null && command.embedding() == null) {
            throw new RuleBroken("deepened",
                    "a deepening carries what was fetched, an embedding, or both; this one carries neither");
        }
        if (command.embedding() != null
                && command.embedding().dimensions() != command.embedding().vector().size()) {
            throw new RuleBroken("dimensions_counted",
                    "the embedding says " + command.embedding().dimensions() + " dimensions but its vector has "
                            + command.embedding().vector().size());
        }
        apply(new DeepeningMade(command.unitId(), command.tenant(), command.id(), command.observation(),
                command.depth(), command.askedBy(), command.task(), command.place(), command.trueFrom(),
                command.fetched(), command.embedding()));
    }

    @EventSourcingHandler
    void on(DeepeningMade event) {
        unitId = event.unitId();
    }
}
