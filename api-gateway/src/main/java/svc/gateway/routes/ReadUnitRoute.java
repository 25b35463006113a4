package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.UnitInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * read/unit: a unit as true on one date and known on another. Kinds the record does not keep yet have no units, so
 * they answer as any missing unit does.
 */
@Component
class ReadUnitRoute implements RouteHandler<UnitInput> {
    private final Reads reads;

    ReadUnitRoute(Reads reads) {
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.READ_UNIT;
    }

    @Override
    public Answer handle(UnitInput input, Call call) {
        return reads.unit(input.unit().kind(), input.unit().id(), call, call.envelope().trueOn(),
                call.envelope().knownOn()).orElseThrow(Refusal::notFound);
    }

    @Override
    public String bodyType(UnitInput input, Call call) {
        return input.unit().kind().bodyType().orElse(call.route().body());
    }
}
