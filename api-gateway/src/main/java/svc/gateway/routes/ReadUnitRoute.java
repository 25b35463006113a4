package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.UnitInput;
import svc.gateway.inputs.UnitKind;
import svc.gateway.refusal.Refusal;
import svc.query.api.UnitAnswer;

/**
 * read/unit: a unit as true on one date and known on another. Kinds whose units cannot be recorded yet have none,
 * so they answer as any missing unit does.
 */
@Component
class ReadUnitRoute implements RouteHandler<UnitInput> {
    private final Reads reads;

    ReadUnitRoute(Reads reads) {
        this.reads = reads;
    }

    @Override
    public String route() {
        return "read/unit";
    }

    @Override
    public Class<UnitInput> input() {
        return UnitInput.class;
    }

    @Override
    public Answer handle(UnitInput input, Call call) {
        if (input.unit().kind() != UnitKind.HYPOTHESIS) {
            throw Refusal.notFound();
        }
        UnitAnswer unit = reads.unit(Reads.HYPOTHESES,
                UnitIds.of(call.tenant(), input.unit().kind().wire(), input.unit().id()),
                call.envelope().scope().path(), call.envelope().trueOn(), call.envelope().knownOn());
        if (!unit.found()) {
            throw Refusal.notFound();
        }
        return Answer.of(HypothesisBody.of(unit.state()));
    }

    @Override
    public String bodyType(UnitInput input, Call call) {
        return "Hypothesis";
    }
}
