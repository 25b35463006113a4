package svc.gateway.routes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import svc.projections.fact.FactFields.Invitation;
import svc.projections.fact.FactState;
import svc.query.api.InvitationsAnswer.InvitationState;

/** Invitation: who was invited to the tenant with which grants, by whom, and its state since when. */
record InvitationBody(String id, String invitee, List<String> grants, String state, String invitedBy,
        Instant since) {
    static InvitationBody of(InvitationState invitation) {
        FactState state = invitation.state();
        List<String> grants = new ArrayList<>();
        state.field(Invitation.GRANTS).forEach(grant -> grants.add(grant.asText()));
        return new InvitationBody(state.id(), state.field(Invitation.INVITEE).asText(), grants,
                state.field(Invitation.STATE).asText(), state.field(Invitation.INVITED_BY).asText(null),
                invitation.since());
    }
}
