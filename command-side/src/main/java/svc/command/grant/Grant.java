package svc.command.grant;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.util.List;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.GiveGrant;
import svc.command.api.GrantGiven;
import svc.command.api.RuleBroken;

/** What one subject may do on one place. Giving grants again replaces the set held there. */
@Aggregate
class Grant {
    static final Set<String> NAMES = Set.of("read", "ask", "act", "admin");
    static final Set<String> MODES = Set.of("propose", "run");

    @AggregateIdentifier
    private String grantId;

    Grant() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(GiveGrant command) {
        List<String> unknown = command.grants().stream().filter(g -> !NAMES.contains(g)).toList();
        if (!unknown.isEmpty()) {
            throw new RuleBroken("known_grants", "/grants", "unknown grants " + unknown + "; known: " + NAMES);
        }
        if (!MODES.contains(command.mode())) {
            throw new RuleBroken("known_mode", "/mode", "mode must be one of " + MODES);
        }
        apply(new GrantGiven(command.grantId(), command.subject(), command.place(), command.grants(),
                command.mode(), command.givenBy()));
    }

    @EventSourcingHandler
    void on(GrantGiven event) {
        grantId = event.grantId();
    }
}
