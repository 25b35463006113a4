package svc.gateway.app;

import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.ReadFeed;
import svc.query.api.Reading;

/**
 * read/feed: the platform's log for the call's tenant, in log order, for the local app's replica (the query side's
 * {@code FeedQueries} reads it). It needs read on the whole tenant (the permission check of every route), because a
 * replica answers every read of that tenant.
 */
@Component
class FeedRoute implements RouteHandler<FeedInput> {
    static final int LARGEST_PAGE = 1000;

    private final QueryGateway queries;

    FeedRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_FEED;
    }

    @Override
    public Answer handle(FeedInput input, Call call) {
        if (call.envelope().scope().depth() != 1) {
            throw Refusal.invalidInput("Svc-Scope", "The feed is read for a whole tenant: name tenant/"
                    + call.tenant() + ".");
        }
        long after = input.after() == null ? 0 : input.after();
        if (after < 0) {
            throw Refusal.invalidInput("/after", "after is a global index of the log, 0 or more.");
        }
        int limit = input.limit() == null ? LARGEST_PAGE : input.limit();
        if (limit < 1 || limit > LARGEST_PAGE) {
            throw Refusal.invalidInput("/limit", "limit is 1 to " + LARGEST_PAGE + " events.");
        }
        Reading page = queries.query(new ReadFeed(call.tenant(), after, limit), Reading.class).join();
        return new Answer(page.body(), page.basis());
    }
}
