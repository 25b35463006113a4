package svc.gateway.models;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.VerticalInput;
import svc.gateway.refusal.Refusal;
import svc.query.api.FactRow;
import svc.query.api.FindVertical;
import svc.query.api.VerticalAnswer;

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
    public String route() {
        return "read/vertical";
    }

    @Override
    public Answer handle(VerticalInput input, Call call) {
        refuseBlank(input.vertical(), "/vertical");
        refuseBlank(input.brand(), "/brand");
        // The route's rung is brand, so the call's scope always names a brand to fall back on.
        String brand = input.brand() != null ? input.brand() : call.envelope().scope().brand();
        VerticalAnswer answer = queries.query(new FindVertical(call.tenant(), call.envelope().scope().path(),
                input.vertical(), brand, call.envelope().trueOn(), call.envelope().knownOn()), VerticalAnswer.class)
                .join();
        FactRow row = answer.vertical();
        if (row == null || input.vertical() != null && input.brand() != null
                && !VerticalBody.texts(row.state().path("brands")).contains(input.brand())) {
            throw Refusal.notFound();
        }
        VerticalBody body = VerticalBody.of(row.state());
        Map<String, String> basis = new HashMap<>();
        for (int i = 0; i < body.chain().size(); i++) {
            List<VerticalBody.Stock> stocks = body.chain().get(i).stocks();
            for (int j = 0; j < stocks.size(); j++) {
                basis.put("/chain/" + i + "/stocks/" + j + "/count",
                        StockBasis.of(stocks.get(j).basis(), body.id(), row.trueFrom()));
            }
        }
        return new Answer(body, basis);
    }

    private static void refuseBlank(String value, String field) {
        if (value != null && value.isBlank()) {
            throw Refusal.invalidInput(field, "'" + field + "' must not be blank when given.");
        }
    }
}
