package svc.gateway.routes;

import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.EmptyInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.FindRuns;
import svc.query.api.RunsAnswer;
import svc.query.api.ScrapeRunBody;

/** read/runs: the caller's tenant's runs as the beat sees them, each with its state and the reason it is there. */
@Component
class ReadRunsRoute implements RouteHandler<EmptyInput> {
    private final QueryGateway queries;

    ReadRunsRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_RUNS;
    }

    @Override
    public Answer handle(EmptyInput input, Call call) {
        RunsAnswer answer = queries.query(new FindRuns(call.tenant(), call.envelope().scope().path(),
                call.envelope().trueOn(), call.envelope().knownOn()), RunsAnswer.class).join();
        return Answer.of(answer.runs().stream().map(ScrapeRunBody::of).toList());
    }
}
