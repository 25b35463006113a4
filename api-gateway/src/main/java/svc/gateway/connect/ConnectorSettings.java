package svc.gateway.connect;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the platform calls an {@code http} connector: within these times, and, unless private addresses are allowed
 * (a connector on the platform's own network, as in a test or a single-host install), never inside the platform's
 * network, whether the installer gave such an address or a name that resolves to one.
 */
@ConfigurationProperties("svc.connectors")
public record ConnectorSettings(@DefaultValue("5s") Duration connectTimeout, @DefaultValue("30s") Duration timeout,
        boolean allowPrivateAddresses) {
}
