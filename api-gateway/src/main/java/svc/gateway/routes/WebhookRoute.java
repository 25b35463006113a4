package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.RegisterTelling;
import svc.command.api.SecretSeal;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.UnitIdText;
import svc.gateway.inputs.WebhookInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * act/webhook: registers a Telling at the call's tenant under a new id, its secret sealed before it is sent on, and
 * answers the row (the secret shown only by its hint).
 */
@Component
class WebhookRoute implements ActHandler<WebhookInput> {
    private final Commands commands;
    private final Reads reads;
    private final SecretSeal seal;

    WebhookRoute(Commands commands, Reads reads, SecretSeal seal) {
        this.commands = commands;
        this.reads = reads;
        this.seal = seal;
    }

    @Override
    public Route route() {
        return Register.ACT_WEBHOOK;
    }

    @Override
    public ActOutcome act(WebhookInput input, Call call) {
        TellingReader.Asked asked = TellingReader.read(input.telling(), call.tenant());
        String id = UnitIdText.mint("tl");
        String unitId = UnitIds.of(call.tenant(), UnitKind.TELLING, id);
        commands.send(new RegisterTelling(unitId, call.tenant(), id, "tenant/" + call.tenant(), asked.address(),
                asked.kinds(), seal.seal(asked.secret(), unitId), SecretSeal.hint(asked.secret()),
                asked.triesBound(), call.envelope().trueOn()), call, "registered to tell " + asked.address());
        return ActOutcome.ofUnit(UnitKind.TELLING, id, call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.TELLING, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
