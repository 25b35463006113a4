package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import svc.command.api.InstallConnector;
import svc.command.api.UnitIds;

/**
 * An installed connector: its kind, the kinds of action it offers and the address it is called at, at a tenant or
 * brand place. Where the address may lead is the gateway's rule ({@link ConnectorAddresses}).
 */
@LivesAt(Lives.TENANT_OR_BRAND)
public record ConnectorFact(@NotBlank String connectorKind, @NotNull List<@NotBlank String> actions, String address)
        implements GivenFact {
    @Override
    public Object command(Fact fact, String tenant) {
        return new InstallConnector(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.id(), fact.place(),
                connectorKind, actions, address, fact.trueFrom(), fact.trueTo());
    }
}
