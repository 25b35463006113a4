package svc.gateway.session;

import java.util.stream.Stream;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.auth.CallerGrants;
import svc.gateway.auth.Credentials;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.envelope.Caller;
import svc.gateway.inputs.WhoAmIInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * session/whoami: the caller a token, a key or a run names (the call's own credential when none is given). A token
 * or key that does not sign in is the input's fault, 400 naming it: the call itself is signed in. A run not in view
 * of the call's scope answers as a missing one.
 */
@Component
class WhoAmIRoute implements RouteHandler<WhoAmIInput> {
    private final Credentials credentials;
    private final RunIdentities runs;
    private final CallerGrants grants;

    WhoAmIRoute(Credentials credentials, RunIdentities runs, CallerGrants grants) {
        this.credentials = credentials;
        this.runs = runs;
        this.grants = grants;
    }

    @Override
    public Route route() {
        return Register.SESSION_WHOAMI;
    }

    @Override
    public Answer handle(WhoAmIInput input, Call call) {
        if (Stream.of(input.token(), input.key(), input.run()).filter(given -> given != null).count() > 1) {
            throw Refusal.invalidInput(input.run() != null ? "/run" : "/key",
                    "Give at most one of token, key and run: whoami identifies one credential.");
        }
        Caller caller;
        String run = null;
        if (input.token() != null) {
            caller = credentials.ofToken(input.token()).orElseThrow(() -> Refusal.invalidInput("/token",
                    "The token does not sign in here: it is malformed, expired, signed out, or from another issuer "
                            + "or for another audience."));
        } else if (input.key() != null) {
            caller = credentials.ofKey(input.key()).orElseThrow(() -> Refusal.invalidInput("/key",
                    "The key does not sign in here: it is malformed, unknown, revoked or expired."));
        } else if (input.run() != null) {
            String scope = call.envelope().scope().path();
            caller = runs.of(input.run(), call.tenant())
                    .filter(identity -> Places.inView(identity.places().get(0), scope))
                    .orElseThrow(Refusal::notFound);
            run = input.run().startsWith("run:") ? input.run() : "run:" + input.run();
        } else {
            caller = call.envelope().caller();
        }
        return Answer.of(new CallerBody(caller.subject(), caller.credential(), caller.issuer(), caller.session(),
                caller.expires(), run, grants.ofCredential(caller),
                caller.places() != null ? caller.places() : grants.heldPlaces(caller.subject())));
    }
}
