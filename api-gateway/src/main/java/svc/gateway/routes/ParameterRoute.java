package svc.gateway.routes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.envelope.Scope;
import svc.gateway.inputs.ParameterInput;
import svc.gateway.inputs.ScopeInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.projections.fact.FactFields.Parameter;
import svc.projections.fact.FactState;
import svc.query.api.FindParameter;
import svc.query.api.ParameterAnswer;

/**
 * read/parameter: the parameter of a name at the nearest place, the given scope (or the call's) first, then each
 * place above it up to the tenant; a strategy's overrides its brand's, which overrides the tenant's. The scope given
 * must lie on the call's line (within the call's scope, or above it in the same tenant): any other answers 404, as a
 * unit out of view does.
 */
@Component
class ParameterRoute implements RouteHandler<ParameterInput> {
    private final QueryGateway queries;

    ParameterRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_PARAMETER;
    }

    @Override
    public Answer handle(ParameterInput input, Call call) {
        Scope callScope = call.envelope().scope();
        Scope from = input.scope() == null ? callScope : scope(input.scope());
        if (!Places.inView(from.path(), callScope.path())) {
            throw Refusal.notFound();
        }
        Instant trueOn = call.envelope().trueOn();
        Instant knownOn = call.envelope().knownOn();
        ParameterAnswer answer = queries.query(new FindParameter(call.tenant(), nearestFirst(from), input.name(),
                trueOn, knownOn), ParameterAnswer.class).join();
        if (!answer.found()) {
            throw Refusal.notFound();
        }
        FactState state = answer.state();
        String id = state.id();
        ParameterBody body = new ParameterBody(id, state.field(Parameter.NAME).asText(),
                state.fields().get(Parameter.VALUE), state.fields().containsKey(Parameter.DIMENSION)
                        ? state.field(Parameter.DIMENSION).asText() : null, answer.version(), state.place(),
                answer.trueFrom());
        Map<String, String> basis = new LinkedHashMap<>();
        basis.put("/version", "counted: statements of parameter " + id + " true from on or before " + trueOn
                + ", as known on " + knownOn);
        if (body.value().isNumber()) {
            basis.put("/value", "given by a caller: recorded with parameter " + id + " at " + body.place()
                    + ", true from " + body.trueFrom() + (body.dimension() == null ? "" : ", in " + body.dimension()));
        }
        return new Answer(body, basis);
    }

    private static Scope scope(ScopeInput given) {
        String at = given.rung() == null ? "/scope" : "/scope/place";
        Scope scope;
        try {
            scope = Scope.parse(given.place());
        } catch (Refusal malformed) {
            throw Refusal.invalidInput(at, "'" + at + "' reads tenant/<id>[/brand/<id>[/strategy/<id>]] with ids "
                    + "of letters, digits, '.', '_' or '-'; got '" + given.place() + "'.");
        }
        if (given.rung() != null && !given.rung().equals(scope.rung())) {
            throw Refusal.invalidInput("/scope/rung", "'/scope/rung' is " + given.rung() + " but " + scope.path()
                    + " is a " + scope.rung() + ".");
        }
        return scope;
    }

    /** The scope's own place, then each place above it, up to its tenant. */
    private static List<String> nearestFirst(Scope scope) {
        List<String> places = new ArrayList<>();
        for (int depth = scope.depth(); depth >= 1; depth--) {
            places.add(scope.deepenedTo(depth));
        }
        return places;
    }
}
