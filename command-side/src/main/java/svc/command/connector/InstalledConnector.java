package svc.command.connector;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.util.List;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.Addresses;
import svc.command.api.ConnectorInstalled;
import svc.command.api.InstallConnector;
import svc.command.api.RuleBroken;

/**
 * A connector installed at a tenant or brand place: an {@code http} connector posts to its address, a {@code record}
 * connector records facts. The kinds of action it offers are what moves through it may ask for.
 */
@Aggregate
class InstalledConnector {
    static final Set<String> KINDS = Set.of("http", "record");
    static final Set<String> RECORD_ACTIONS = Set.of("record_fact");

    @AggregateIdentifier
    private String unitId;
    private String place;

    InstalledConnector() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(InstallConnector command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed",
                    "connector " + command.id() + " is already installed at another place; a unit's place does not "
                            + "change");
        }
        if (command.trueTo() != null && !command.trueTo().isAfter(command.trueFrom())) {
            throw new RuleBroken("ends_after_start", "true_to must be later than true_from");
        }
        if (!KINDS.contains(command.connectorKind())) {
            throw new RuleBroken("known_connector_kind",
                    "connector_kind must be one of " + KINDS.stream().sorted().toList());
        }
        List<String> actions = command.actions();
        if (actions == null || actions.isEmpty()) {
            throw new RuleBroken("offers_actions",
                    "a connector offers at least one kind of action");
        }
        if ("http".equals(command.connectorKind())) {
            Addresses.check(command.address());
        } else {
            checkRecordConnector(command);
        }
        apply(new ConnectorInstalled(command.unitId(), command.tenant(), command.id(), command.place(),
                command.connectorKind(), List.copyOf(actions), command.address(), command.trueFrom(),
                command.trueTo()));
    }

    private static void checkRecordConnector(InstallConnector command) {
        if (command.address() != null) {
            throw new RuleBroken("address_for_http",
                    "only an http connector has an address; a record connector records into this platform");
        }
        for (int i = 0; i < command.actions().size(); i++) {
            if (!RECORD_ACTIONS.contains(command.actions().get(i))) {
                throw new RuleBroken("record_actions", i,
                        "a record connector offers only " + RECORD_ACTIONS);
            }
        }
    }

    @EventSourcingHandler
    void on(ConnectorInstalled event) {
        unitId = event.unitId();
        place = event.place();
    }
}
