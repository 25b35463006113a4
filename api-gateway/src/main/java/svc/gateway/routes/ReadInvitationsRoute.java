package svc.gateway.routes;

import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.EmptyInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.query.api.FindInvitations;
import svc.query.api.InvitationsAnswer;

/**
 * read/invitations: the tenant's invitations in id order with their states on the two dates. Invitations live at the
 * tenant's place, so a call scoped to a brand or strategy sees none.
 */
@Component
class ReadInvitationsRoute implements RouteHandler<EmptyInput> {
    private final QueryGateway queries;

    ReadInvitationsRoute(QueryGateway queries) {
        this.queries = queries;
    }

    @Override
    public Route route() {
        return Register.READ_INVITATIONS;
    }

    @Override
    public Answer handle(EmptyInput input, Call call) {
        InvitationsAnswer answer = queries.query(new FindInvitations(call.tenant(), call.envelope().scope().path(),
                call.envelope().trueOn(), call.envelope().knownOn()), InvitationsAnswer.class).join();
        return Answer.of(answer.invitations().stream().map(InvitationBody::of).toList());
    }
}
