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
import svc.query.CatchUp;
import svc.query.api.FindHistory;
import svc.query.api.FindUnit;
import svc.query.api.FindWhy;
import svc.query.api.HistoryAnswer;
import svc.query.api.UnitAnswer;
import svc.query.api.WhyAnswer;

/**
 * Asks the query side. Unit reads first wait for the projection behind them to catch up with the log; history and
 * why read the log itself.
 */
@Component
public class Reads {
    private final QueryGateway queries;
    private final CatchUp catchUp;
    private final Map<String, UnitView> views;

    Reads(QueryGateway queries, CatchUp catchUp, List<UnitView> views) {
        this.queries = queries;
        this.catchUp = catchUp;
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

    /**
     * Waits until the projection behind a unit of this kind has handled the unit's last event, if read/unit shows the
     * kind. Called outside any transaction, so that the wait holds no pooled connection the projection needs.
     */
    public void awaitUnit(String kind, String tenant, String id) {
        UnitView view = views.get(kind);
        if (view != null) {
            catchUp.awaitUnit(view.processor(), UnitIds.of(tenant, kind, id));
        }
    }

    /** The unit's body and its basis as true on {@code trueOn} and known on {@code knownOn}, if in the call's view. */
    public Optional<Answer> unit(UnitView view, String id, Call call, Instant trueOn, Instant knownOn) {
        String unitId = UnitIds.of(call.tenant(), view.kind(), id);
        catchUp.awaitUnit(view.processor(), unitId);
        UnitAnswer answer = queries.query(new FindUnit(unitId,
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
