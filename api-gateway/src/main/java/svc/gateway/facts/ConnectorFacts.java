package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.InstallConnector;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.deepen.AddressGuard;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Connector facts: a connector of a kind, the kinds of action it offers and, for http, its address, which may not be
 * inside the platform's own network unless private addresses are allowed for connectors.
 */
@Component
class ConnectorFacts implements FactKind {
    private final ConnectorSettings settings;

    ConnectorFacts(ConnectorSettings settings) {
        this.settings = settings;
    }

    @Override
    public String kind() {
        return UnitKind.CONNECTOR.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("connector_kind", "actions", "address");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 1 || place.depth() == 2;
    }

    @Override
    public String places() {
        return "a tenant or brand place (tenant/<id> or tenant/<id>/brand/<id>)";
    }

    @Override
    public Object command(Fact fact, String tenant) {
        String address = FactMembers.optionalText(fact, "address");
        if (address != null && !settings.allowPrivateAddresses()) {
            AddressGuard.insideAt(address).ifPresent(inside -> {
                throw Refusal.invalidInput(fact.at() + "/address", "'address' reaches " + inside.getHostAddress()
                        + ", inside the platform's own network, where connectors are not called.");
            });
        }
        return new InstallConnector(UnitIds.of(tenant, kind(), fact.id()), tenant, fact.id(), fact.place(),
                FactMembers.requiredText(fact, "connector_kind"), actions(fact), address, fact.trueFrom(),
                fact.trueTo());
    }

    private static List<String> actions(Fact fact) {
        JsonNode actions = fact.fields().get("actions");
        if (actions == null || !actions.isArray()) {
            throw Refusal.invalidInput(fact.at() + "/actions",
                    "'actions' is required: a list of the kinds of action the connector offers.");
        }
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            JsonNode action = actions.get(i);
            if (!action.isTextual() || action.asText().isBlank()) {
                throw Refusal.invalidInput(fact.at() + "/actions/" + i, "Each action is the id of a kind of action.");
            }
            ids.add(action.asText());
        }
        return ids;
    }
}
