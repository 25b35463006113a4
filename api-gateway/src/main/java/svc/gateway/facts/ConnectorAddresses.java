package svc.gateway.facts;

import org.springframework.stereotype.Component;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.deepen.AddressGuard;
import svc.gateway.refusal.Refusal;

/** A connector is not installed at an address inside the platform's own network, unless the settings allow it. */
@Component
class ConnectorAddresses implements FactRule {
    private final ConnectorSettings settings;

    ConnectorAddresses(ConnectorSettings settings) {
        this.settings = settings;
    }

    @Override
    public void check(GivenFact fact, String at) {
        if (fact instanceof ConnectorFact connector && connector.address() != null
                && !settings.allowPrivateAddresses()) {
            AddressGuard.insideAt(connector.address()).ifPresent(inside -> {
                throw Refusal.invalidInput(at + "/address", "'address' reaches " + inside.getHostAddress()
                        + ", inside the platform's own network, where connectors are not called.");
            });
        }
    }
}
