package svc.gateway.models;

import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.VerticalInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.FindVertical;
import svc.query.api.Reading;

/**
 * read/vertical: the vertical named by id; else the one holding the brand named; else the one holding the brand of
 * the call's scope. With both an id and a brand, the vertical named must hold that brand.
 */
@Component
class ReadVerticalRoute implements RouteHandler<VerticalInput> {
    private final QueryGateway queries;

    ReadVerticalRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_VERTICAL;
    }

    @Override
    public Answer handle(VerticalInput input, Call call) {
        refuseBlank(input.vertical(), "/vertical");
        refuseBlank(input.brand(), "/brand");
        // The route's rung is brand, so the call's scope always names a brand to fall back on.
        String brand = input.brand() != null ? input.brand() : call.envelope().scope().brand();
        Reading reading = queries.query(new FindVertical(call.tenant(), call.envelope().scope().path(),
                input.vertical(), brand, input.brand() != null, call.envelope().trueOn(),
                call.envelope().knownOn()), Reading.class).join();
        if (!reading.found()) {
            throw Refusal.notFound();
        }
        return new Answer(reading.body(), reading.basis());
    }

    private static void refuseBlank(String value, String field) {
        if (value != null && value.isBlank()) {
            throw Refusal.invalidInput(field, "'" + field + "' must not be blank when given.");
        }
    }
}
