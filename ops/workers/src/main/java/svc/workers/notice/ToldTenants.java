package svc.workers.notice;

import java.util.Set;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ReplayToken;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.Notices;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.command.api.UnitIds;
import svc.workers.gate.TenantGate;

/**
 * Which events the notices processor takes ({@link NoticesConfig}): every event that changes who is told, and an
 * event that gives a notice only in a tenant where someone may be told. During a replay only who is told is kept,
 * so nothing else is taken.
 */
final class ToldTenants {
    private static final Set<Class<?>> TOLD = Set.of(TellingRegistered.class, NotificationRuleWritten.class);
    private static final Set<Class<?>> NO_LONGER_TOLD = Set.of(TellingDisabled.class, NotificationRuleDisabled.class);

    /** A tenant's row in the processor's table, as its gate asks. */
    static final String ASKED =
            "SELECT target_id FROM notice_target WHERE tenant = ? AND disabled = FALSE FETCH FIRST 1 ROWS ONLY";

    private final TenantGate gate;

    ToldTenants(TenantGate gate) {
        this.gate = gate;
    }

    boolean admits(EventMessage<?> message) {
        Class<?> type = message.getPayloadType();
        String unit = message instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : "";
        boolean ofTenant = UnitIds.isUnit(unit);
        if (TOLD.contains(type) && ofTenant) {
            gate.opens(message, UnitIds.tenantOf(unit));
            return true;
        }
        if (TOLD.contains(type) || NO_LONGER_TOLD.contains(type)) {
            gate.passes(message);
            return true;
        }
        if (ReplayToken.isReplay(message) || !Notices.givenBy(type) || !ofTenant) {
            gate.passes(message);
            return false;
        }
        return gate.mayHaveWork(message, UnitIds.tenantOf(unit));
    }
}
