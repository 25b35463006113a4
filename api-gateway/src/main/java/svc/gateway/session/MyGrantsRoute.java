package svc.gateway.session;

import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.auth.CallerGrants;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.envelope.Scope;
import svc.gateway.inputs.GrantsInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * session/my_grants: each place the caller reaches with its permissions there after the three narrowings. The place
 * the call names is {@code place} when given (it must lie within the call's scope), or else the call's scope.
 */
@Component
class MyGrantsRoute implements RouteHandler<GrantsInput> {
    private final CallerGrants grants;

    MyGrantsRoute(CallerGrants grants) {
        this.grants = grants;
    }

    @Override
    public Route route() {
        return Register.SESSION_MY_GRANTS;
    }

    @Override
    public Answer handle(GrantsInput input, Call call) {
        String scope = call.envelope().scope().path();
        String place = input.place() == null ? scope : named(input.place(), scope);
        return Answer.of(grants.narrowed(call.envelope().caller(), place));
    }

    private static String named(String given, String scope) {
        String place;
        try {
            place = Scope.parse(given).path();
        } catch (Refusal malformed) {
            throw Refusal.invalidInput("/place", "'/place' must read tenant/<id>[/brand/<id>[/strategy/<id>]].");
        }
        if (!Places.within(place, scope)) {
            throw Refusal.invalidInput("/place", "'/place' must lie within the call's scope " + scope + ".");
        }
        return place;
    }
}
