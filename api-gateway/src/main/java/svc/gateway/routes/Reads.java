package svc.gateway.routes;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.query.api.FindHistory;
import svc.query.api.FindUnit;
import svc.query.api.FindWhy;
import svc.query.api.HistoryAnswer;
import svc.query.api.UnitAnswer;
import svc.query.api.WhyAnswer;

/**
 * Asks the query side about one unit: its state on two dates (the query waits for the projection that keeps it),
 * its history and why (read from the log itself).
 */
@Component
public class Reads {
    private final QueryGateway queries;
    private final Map<String, UnitView> views;

    Reads(QueryGateway queries, List<UnitView> views) {
        this.queries = queries;
        this.views = views.stream().collect(Collectors.toMap(UnitView::kind, Function.identity()));
    }

    public Optional<UnitView> view(String kind) {
        return Optional.ofNullable(views.get(kind));
    }

    public Optional<UnitView> view(UnitKind kind) {
        return view(kind.wire());
    }

    /** The kinds of unit read/unit shows. */
    public Set<String> kinds() {
        return views.keySet();
    }

    /** The unit's body and its basis as true on {@code trueOn} and known on {@code knownOn}, if in the call's view. */
    public Optional<Answer> unit(UnitView view, String id, Call call, Instant trueOn, Instant knownOn) {
        UnitAnswer answer = queries.query(new FindUnit(UnitIds.of(call.tenant(), view.kind(), id),
                call.envelope().scope().path(), trueOn, knownOn), UnitAnswer.class).join();
        return answer.found()
                ? Optional.of(view.answer(answer.state(), trueOn, knownOn, call))
                : Optional.empty();
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
