package svc.gateway.basket;

import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.dispatch.SvcSettings;
import svc.gateway.inputs.BasketReadInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.Reading;

/**
 * read/basket: the memberships of one basket seen from the call's scope, read for one subject, a set of subjects, or
 * a population by predicate, optionally cut into likelihood bands (the query side's {@code BasketQueries}).
 */
@Component
class ReadBasketRoute implements RouteHandler<BasketReadInput> {
    private final QueryGateway queries;
    private final int sizeBound;

    ReadBasketRoute(QueryGateway queries, SvcSettings settings) {
        this.queries = queries;
        this.sizeBound = settings.sizeBound();
    }

    @Override
    public Route route() {
        return Register.READ_BASKET;
    }

    @Override
    public Answer handle(BasketReadInput input, Call call) {
        Reading reading = queries.query(BasketQuestion.of(input, sizeBound, call), Reading.class).join();
        if (!reading.found()) {
            throw Refusal.notFound();
        }
        return new Answer(reading.body(), reading.basis());
    }
}
