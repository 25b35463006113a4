package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WithdrawPublishing;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.WithdrawInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** act/withdraw: a person withdraws a publishing with a reason; answers the publishing as it then is. */
@Component
class WithdrawRoute implements ActHandler<WithdrawInput> {
    private final Commands commands;
    private final Reads reads;

    WithdrawRoute(Commands commands, Reads reads) {
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_WITHDRAW;
    }

    @Override
    public ActOutcome act(WithdrawInput input, Call call) {
        commands.send(new WithdrawPublishing(UnitIds.of(call.tenant(), UnitKind.PUBLISHING, input.publishing()),
                call.envelope().scope().path(), input.reason(), call.subject(), call.envelope().trueOn()), call,
                "withdrawn: " + input.reason());
        return ActOutcome.ofUnit(UnitKind.PUBLISHING, input.publishing(), call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.PUBLISHING, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
