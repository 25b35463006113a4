package svc.gateway.routes;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.UnitRef;
import svc.gateway.inputs.WhyInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.Reason;
import svc.query.api.WhyAnswer;

/** read/why: the chain of reasons from a unit's latest change back to its first cause. */
@Component
class ReadWhyRoute implements RouteHandler<WhyInput> {
    private final Reads reads;

    ReadWhyRoute(Reads reads) {
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.READ_WHY;
    }

    @Override
    public Answer handle(WhyInput input, Call call) {
        WhyAnswer why = reads.why(input.unit().kind().wire(), input.unit().id(), call);
        if (!why.found()) {
            throw Refusal.notFound();
        }
        Map<String, String> basis = new LinkedHashMap<>();
        for (int i = 0; i < why.chain().size(); i++) {
            basis.put("/chain/" + i + "/seq", "counted: the event's position in its unit's stream, from 0");
        }
        basis.put("/first_cause/seq", "counted: the event's position in its unit's stream, from 0");
        Reason first = why.chain().get(why.chain().size() - 1);
        return new Answer(new WhyBody(input.unit(), why.chain(), first), basis);
    }

    /** The WhyAnswer body: the unit asked about, the chain, and its last link, the first cause. */
    record WhyBody(UnitRef unit, java.util.List<Reason> chain, Reason firstCause) {
    }
}
