package svc.gateway.routes;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.UnitInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.Basis;
import svc.query.api.HistoryAnswer;

/** read/history: every event of a unit known on the known-on date, oldest first. */
@Component
class ReadHistoryRoute implements RouteHandler<UnitInput> {
    private final Reads reads;

    ReadHistoryRoute(Reads reads) {
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.READ_HISTORY;
    }

    @Override
    public Answer handle(UnitInput input, Call call) {
        HistoryAnswer history = reads.history(input.unit().kind().wire(), input.unit().id(), call);
        if (!history.found()) {
            throw Refusal.notFound();
        }
        Map<String, String> basis = new LinkedHashMap<>();
        for (int i = 0; i < history.entries().size(); i++) {
            basis.put("/" + i + "/seq", "counted: the event's position in its unit's stream, from 0");
            Basis.giveEveryNumber(history.entries().get(i).payload(), "/" + i + "/payload",
                    "given: as stated by the call that recorded the event", basis);
        }
        return new Answer(history.entries(), basis);
    }
}
