package svc.gateway.session;

import java.util.List;
import org.springframework.stereotype.Component;
import svc.gateway.auth.CallerGrants;
import svc.gateway.auth.CallerScopes;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.Scope;
import svc.gateway.inputs.EmptyInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/** session/my_scopes: the scopes the caller reads, narrowed to the places its credential was issued for. */
@Component
class MyScopesRoute implements RouteHandler<EmptyInput> {

    private final CallerScopes scopes;

    MyScopesRoute(CallerScopes scopes) {
        this.scopes = scopes;
    }

    @Override
    public Route route() {
        return Register.SESSION_MY_SCOPES;
    }

    @Override
    public Answer handle(EmptyInput input, Call call) {
        Caller caller = call.envelope().caller();
        List<String> readable = scopes.readable(caller.subject());
        if (caller.places() != null) {
            readable = CallerGrants.meet(readable, caller.places()).stream().sorted().toList();
        }
        return Answer.of(readable.stream()
                .map(place -> new ScopeBody(place, Scope.parse(place).rung()))
                .toList());
    }
}
