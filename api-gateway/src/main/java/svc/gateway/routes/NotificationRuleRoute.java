package svc.gateway.routes;

import java.util.List;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.KnownNotices;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteNotificationRule;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.NotificationRuleInput;
import svc.gateway.inputs.UnitIdText;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * act/notification_rule: writes a rule at the call's scope under a new id; answers it with the next notice it will
 * send. Each notice named must be one the platform gives (named twice, it is kept once); the channel is read by
 * {@link ChannelReader}.
 */
@Component
class NotificationRuleRoute implements ActHandler<NotificationRuleInput> {
    private final Commands commands;
    private final Reads reads;

    NotificationRuleRoute(Commands commands, Reads reads) {
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_NOTIFICATION_RULE;
    }

    @Override
    public ActOutcome act(NotificationRuleInput input, Call call) {
        KnownNotices.check(input.notices());
        ChannelReader.Channel channel = ChannelReader.read(input.channel());
        List<String> notices = input.notices().stream().distinct().toList();
        String id = UnitIdText.mint("nr");
        commands.send(new WriteNotificationRule(UnitIds.of(call.tenant(), UnitKind.NOTIFICATION_RULE, id),
                call.tenant(), id, call.envelope().scope().path(), input.name(), notices, channel.kind(),
                channel.address(), input.quietHours(), input.digest().wire(), call.subject(),
                call.envelope().trueOn()), call, "wrote notification rule " + input.name());
        return ActOutcome.ofUnit(UnitKind.NOTIFICATION_RULE, id, call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.NOTIFICATION_RULE, outcome.unitId(), call, outcome.trueOn(),
                call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
