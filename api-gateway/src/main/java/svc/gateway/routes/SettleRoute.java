package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.SettleHypothesis;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.SettleInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** act/settle: a person settles where a hypothesis stands; answers the hypothesis as it then stands. */
@Component
class SettleRoute implements ActHandler<SettleInput> {
    private final Commands commands;
    private final Reads reads;

    SettleRoute(Commands commands, Reads reads) {
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_SETTLE;
    }

    @Override
    public ActOutcome act(SettleInput input, Call call) {
        String unitId = UnitIds.of(call.tenant(), UnitKind.HYPOTHESIS, input.hypothesis());
        commands.send(new SettleHypothesis(unitId, call.envelope().scope().path(), input.standing(), input.on(),
                call.subject(), call.envelope().trueOn()), call, "settled " + input.standing().wire()
                + " on: " + input.on());
        return ActOutcome.ofUnit(UnitKind.HYPOTHESIS, input.hypothesis(), call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.HYPOTHESIS, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
