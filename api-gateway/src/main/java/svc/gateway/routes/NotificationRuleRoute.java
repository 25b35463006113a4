package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.UUID;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.WriteNotificationRule;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.NotificationRuleInput;
import svc.gateway.keys.ActOutcome;
import svc.gateway.refusal.Refusal;

/**
 * act/notification_rule: writes a rule at the call's scope under a new id; answers it with the next notice it will
 * send. A channel is {@code {"address": <http or https URL>}}, the address the notices are sent to.
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
    public String route() {
        return "act/notification_rule";
    }

    @Override
    public Class<NotificationRuleInput> input() {
        return NotificationRuleInput.class;
    }

    @Override
    public ActOutcome act(NotificationRuleInput input, Call call) {
        String address = channelAddress(input.channel());
        String id = "nr_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        commands.send(new WriteNotificationRule(UnitIds.of(call.tenant(), "notification_rule", id), call.tenant(),
                id, call.envelope().scope().path(), input.name(), input.notices(), "webhook", address, input.quietHours(),
                input.digest().wire(), call.subject(), call.envelope().trueOn()), call,
                "wrote notification rule " + input.name());
        return ActOutcome.ofUnit("notification_rule", id, call.envelope().trueOn());
    }

    private static String channelAddress(JsonNode channel) {
        if (!channel.isObject()) {
            throw Refusal.invalidInput("/channel", "A channel is an object: {\"address\": <http or https URL>}.");
        }
        Iterator<String> names = channel.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!name.equals("address")) {
                throw Refusal.invalidInput("/channel/" + name, "'" + name + "' is not a member of a channel; its "
                        + "one member is address.");
            }
        }
        JsonNode address = channel.get("address");
        if (address == null || address.isNull()) {
            throw Refusal.invalidInput("/channel/address", "'address' is required.");
        }
        if (!address.isTextual()) {
            throw Refusal.invalidInput("/channel/address", "'address' is text.");
        }
        return address.asText();
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        UnitView view = reads.view("notification_rule").orElseThrow();
        return reads.unit(view, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
