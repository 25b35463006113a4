package svc.gateway.models;

import java.time.Instant;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.MarketTwinInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.FindMarketTwin;
import svc.query.api.Reading;

/**
 * read/market_twin: a twin as true on {@code as_of} (else on the call's true-on date) and known on the call's
 * known-on date, with its vertical, entities, strategy and the strategy's workflows read on the same two dates. The
 * foot names the true-on date the twin was read on.
 */
@Component
class ReadMarketTwinRoute implements RouteHandler<MarketTwinInput> {
    private final QueryGateway queries;

    ReadMarketTwinRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_MARKET_TWIN;
    }

    @Override
    public Answer handle(MarketTwinInput input, Call call) {
        Instant trueOn = input.asOf() == null ? call.envelope().trueOn() : input.asOf();
        Reading reading = queries.query(new FindMarketTwin(call.tenant(), call.envelope().scope().path(),
                input.twin(), trueOn, call.envelope().knownOn()), Reading.class).join();
        if (!reading.found()) {
            throw Refusal.notFound();
        }
        return new Answer(reading.body(), reading.basis(), trueOn);
    }
}
