package svc.gateway.session;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.gateway.auth.SessionEnds;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.envelope.Caller;
import svc.gateway.inputs.SignOutInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * session/sign_out: ends the token's session, or with {@code every_session} every session of its subject (each
 * token issued until now). A token with neither {@code sid} nor {@code jti} can only be ended with every session
 * of its subject, so that is what its sign-out does. An API key has no session: its call ends nothing and answers
 * Nothing all the same; a key ends by being revoked. Signing out is a change: a repeat under its Svc-Key ends
 * nothing more.
 */
@Component
class SignOutRoute implements ActHandler<SignOutInput> {
    private final SessionEnds ends;

    SignOutRoute(SessionEnds ends) {
        this.ends = ends;
    }

    @Override
    public Route route() {
        return Register.SESSION_SIGN_OUT;
    }

    @Override
    public ActOutcome act(SignOutInput input, Call call) {
        Caller caller = call.envelope().caller();
        if (Caller.TOKEN.equals(caller.credential())) {
            if (Boolean.TRUE.equals(input.everySession()) || caller.session() == null) {
                ends.endEvery(caller.subject());
            } else {
                ends.endOne(caller.subject(), caller.session(), caller.expires());
            }
        }
        return ActOutcome.ofBody(JsonNodeFactory.instance.objectNode(), null);
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return Answer.of(outcome.body());
    }
}
