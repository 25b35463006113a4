package svc.gateway.routes;

import java.time.Instant;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.SetAsideRun;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.SetAsideRunInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** act/set_aside_run: a person moves a run into the parked place with a reason; answers the run as it then is. */
@Component
class SetAsideRunRoute implements ActHandler<SetAsideRunInput> {
    private final Commands commands;
    private final Reads reads;

    SetAsideRunRoute(Commands commands, Reads reads) {
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_SET_ASIDE_RUN;
    }

    @Override
    public ActOutcome act(SetAsideRunInput input, Call call) {
        Instant from = commands.send(new SetAsideRun(UnitIds.of(call.tenant(), UnitKind.RUN, input.run()),
                call.envelope().scope().path(), input.reason(), call.subject(), call.envelope().trueOn(),
                call.envelope().trueOnAsked()), call, "set aside: " + input.reason());
        return ActOutcome.ofUnit(UnitKind.RUN, input.run(), from);
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.RUN, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
