package svc.gateway.routes;

import java.time.Instant;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.query.CatchUp;
import svc.query.api.FindHistory;
import svc.query.api.FindUnit;
import svc.query.api.FindWhy;
import svc.query.api.HistoryAnswer;
import svc.query.api.UnitAnswer;
import svc.query.api.WhyAnswer;

/** Asks the query side, after the projection behind the answer has caught up with the log. */
@Component
class Reads {
    static final String HYPOTHESES = "hypotheses";

    private final QueryGateway queries;
    private final CatchUp catchUp;

    Reads(QueryGateway queries, CatchUp catchUp) {
        this.queries = queries;
        this.catchUp = catchUp;
    }

    UnitAnswer unit(String processor, String unitId, String scope, Instant trueOn, Instant knownOn) {
        catchUp.await(processor);
        return queries.query(new FindUnit(unitId, scope, trueOn, knownOn), UnitAnswer.class).join();
    }

    HistoryAnswer history(String processor, String unitId, String scope, Instant knownOn) {
        catchUp.await(processor);
        return queries.query(new FindHistory(unitId, scope, knownOn), HistoryAnswer.class).join();
    }

    WhyAnswer why(String processor, String unitId, String scope, Instant knownOn) {
        catchUp.await(processor);
        return queries.query(new FindWhy(unitId, scope, knownOn), WhyAnswer.class).join();
    }
}
