package svc.command.notification;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.DisableNotificationRule;
import svc.command.api.KnownNotices;
import svc.command.api.NotificationRuleCallFailed;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.QuietHours;
import svc.command.api.RecordRuleCallFailed;
import svc.command.api.RuleBroken;
import svc.command.api.WriteNotificationRule;

/** A rule saying who is told (a channel) of which notices, when not (quiet hours), and how notices are gathered. */
@Aggregate
class NotificationRule {
    @AggregateIdentifier
    private String unitId;
    private boolean disabled;

    NotificationRule() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(WriteNotificationRule command) {
        if (unitId != null) {
            throw new RuleBroken("written_once", "notification rule " + command.id() + " is already written");
        }
        if (command.notices().isEmpty()) {
            throw new RuleBroken("names_a_notice", "a rule names at least one notice");
        }
        KnownNotices.check(command.notices());
        RuleChannel.check(command.channelKind(), command.channelAddress());
        if (command.quietHours() != null && QuietHours.parse(command.quietHours()).isEmpty()) {
            throw new RuleBroken("quiet_hours_span", "quiet_hours is " + QuietHours.SHAPE);
        }
        apply(new NotificationRuleWritten(command.unitId(), command.tenant(), command.id(), command.place(),
                command.name(), command.notices(), command.channelKind(), command.channelAddress(), command.quietHours(), command.digest(),
                command.writtenBy(), command.trueFrom()));
    }

    @CommandHandler
    void handle(RecordRuleCallFailed command) {
        apply(new NotificationRuleCallFailed(unitId, command.call()));
    }

    /** Disabling is idempotent: the deliverers of several nodes may each see the same 410. */
    @CommandHandler
    void handle(DisableNotificationRule command) {
        if (!disabled) {
            apply(new NotificationRuleDisabled(unitId, command.reason(), command.at()));
        }
    }

    @EventSourcingHandler
    void on(NotificationRuleWritten event) {
        unitId = event.unitId();
    }

    @EventSourcingHandler
    void on(NotificationRuleDisabled event) {
        disabled = true;
    }
}
