package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteStrategy;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.StrategyInput;
import svc.gateway.inputs.UnitIdText;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * act/strategy: makes a strategy of the scope's brand (drafted, version 1) or changes one; answers the strategy as
 * the change left it. A strategy made with no id (none in the scope, none given) gets one the platform makes; a
 * repeat under the same Svc-Key answers that one again.
 */
@Component
class StrategyRoute implements ActHandler<StrategyInput> {
    private final Commands commands;
    private final Reads reads;

    StrategyRoute(Commands commands, Reads reads) {
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_STRATEGY;
    }

    @Override
    public ActOutcome act(StrategyInput input, Call call) {
        Scope scope = call.envelope().scope();
        StrategyReader.Read read = StrategyReader.read(input.strategy(), scope);
        String id = read.id() == null ? UnitIdText.mint("st") : read.id();
        String place = new Scope(scope.tenant(), scope.brand(), id).path();
        commands.send(new WriteStrategy(UnitIds.of(call.tenant(), UnitKind.STRATEGY, id), call.tenant(), id, place,
                read.given(), read.life(), read.version(), call.envelope().trueOn()), call,
                "strategy " + id + " written" + (read.life() == null ? "" : ", life " + read.life().wire()));
        return ActOutcome.ofUnit(UnitKind.STRATEGY, id, call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return reads.unit(UnitKind.STRATEGY, outcome.unitId(), call, outcome.trueOn(), call.envelope().knownOn())
                .orElseThrow(Refusal::notFound);
    }
}
