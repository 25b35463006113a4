package svc.projections.notification;

import java.time.Instant;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.NotificationRuleCallFailed;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.delivery.DeliveryChanges;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code notification-rules} projection: notification rules as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(NotificationRuleProjection.NAME)
class NotificationRuleProjection implements Rebuildable {
    static final String NAME = "notification-rules";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    NotificationRuleProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(NotificationRuleWritten event, DomainEventMessage<NotificationRuleWritten> message) {
        store.apply(new UnitChange(event.unitId(), NotificationRuleFold.KIND, event.tenant(),
                message.getSequenceNumber(), Recorded.of(message), NotificationRuleChanges.of(event)));
    }

    @EventHandler
    void on(NotificationRuleCallFailed event, DomainEventMessage<NotificationRuleCallFailed> message) {
        change(event.unitId(), message, event.call().at(), NotificationRuleChanges.callFailed(event));
    }

    @EventHandler
    void on(NotificationRuleDisabled event, DomainEventMessage<NotificationRuleDisabled> message) {
        change(event.unitId(), message, event.at(), NotificationRuleChanges.disabled(event));
    }

    private void change(String unitId, DomainEventMessage<?> message, Instant from,
            NotificationRuleChange change) {
        store.apply(DeliveryChanges.of(NotificationRuleFold.KIND, unitId, message, from, change));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(NotificationRuleFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
