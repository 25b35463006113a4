package svc.gateway.routes;

import java.time.Instant;
import java.util.Optional;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.query.api.FindHistory;
import svc.query.api.FindWhy;
import svc.query.api.HistoryAnswer;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;
import svc.query.api.WhyAnswer;

/**
 * Asks the query side about one unit: its body and basis on two dates, as read/unit shows it (the query waits for
 * the projection that keeps it), its history and why (read from the log itself).
 */
@Component
public class Reads {
    private final QueryGateway queries;

    Reads(QueryGateway queries) {
        this.queries = queries;
    }

    /** The unit as true on {@code trueOn} and known on {@code knownOn}, if in the call's view. */
    public Optional<Answer> unit(UnitKind kind, String id, Call call, Instant trueOn, Instant knownOn) {
        Reading reading = queries.query(new ShowUnit(call.tenant(), kind.wire(), id,
                call.envelope().scope().path(), trueOn, knownOn), Reading.class).join();
        return reading.found() ? Optional.of(new Answer(reading.body(), reading.basis())) : Optional.empty();
    }

    HistoryAnswer history(String kind, String id, Call call) {
        return queries.query(new FindHistory(UnitIds.of(call.tenant(), kind, id), call.envelope().scope().path(),
                call.envelope().knownOn()), HistoryAnswer.class).join();
    }

    WhyAnswer why(String kind, String id, Call call) {
        return queries.query(new FindWhy(UnitIds.of(call.tenant(), kind, id), call.envelope().scope().path(),
                call.envelope().knownOn()), WhyAnswer.class).join();
    }
}
