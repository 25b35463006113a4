package svc.command.strategy;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.RuleBroken;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.command.api.StrategyFields;
import svc.command.api.StrategyLife;
import svc.command.api.WriteStrategy;

/**
 * A strategy: drafted when made, its version counting every change; its life moves only along
 * {@link StrategyLife#next()}, and a caller naming the version it last saw is refused when that version is stale.
 * A write names only the members it changes; the others keep their value (on making, the values of
 * {@link StrategyFields#defaults}). A write that changes nothing records nothing.
 */
@Aggregate
class Strategy {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private long version;
    private StrategyLife life;
    private ObjectNode content;

    Strategy() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(WriteStrategy command) {
        if (command.expectedVersion() != null && command.expectedVersion() != version) {
            throw new RuleBroken("version_current", "strategy " + command.id() + " is at version "
                    + version + ", not " + command.expectedVersion() + "; read it again and retry");
        }
        if (unitId == null) {
            if (command.life() != null && command.life() != StrategyLife.DRAFTED) {
                throw new RuleBroken("starts_drafted",
                        "a strategy starts drafted; it can move to " + command.life().wire() + " once made");
            }
            ObjectNode made = StrategyFields.defaults(command.place());
            made.setAll(command.content());
            if (!made.path("name").isTextual()) {
                throw new RuleBroken("named_when_made",
                        "a strategy is made with a name; strategy " + command.id() + " is not made yet");
            }
            apply(new StrategyDrafted(command.unitId(), command.tenant(), command.id(), command.place(), made,
                    command.trueFrom()));
            return;
        }
        if (!place.equals(command.place())) {
            throw new RuleBroken("place_fixed", "strategy " + command.id()
                    + " is already made at another place; a unit's place does not change");
        }
        StrategyLife next = command.life() == null ? life : command.life();
        if (next != life && !life.next().contains(next)) {
            throw new RuleBroken("life_moves", "a strategy that is " + life.wire()
                    + " cannot become " + next.wire() + "; from " + life.wire() + " it can become "
                    + life.next().stream().map(StrategyLife::wire).sorted().toList());
        }
        ObjectNode changed = content.deepCopy();
        changed.setAll(command.content());
        if (next == life && content.equals(changed)) {
            return;
        }
        apply(new StrategyChanged(command.unitId(), version + 1, next, changed, command.trueFrom()));
    }

    @EventSourcingHandler
    void on(StrategyDrafted event) {
        unitId = event.unitId();
        place = event.place();
        version = 1;
        life = StrategyLife.DRAFTED;
        content = event.content();
    }

    @EventSourcingHandler
    void on(StrategyChanged event) {
        version = event.version();
        life = event.life();
        content = event.content();
    }
}
