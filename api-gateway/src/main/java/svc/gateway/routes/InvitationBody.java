package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import svc.query.api.InvitationsAnswer.InvitationState;

/** Invitation: who was invited to the tenant with which grants, by whom, and its state since when. */
record InvitationBody(String id, String invitee, List<String> grants, String state, String invitedBy,
        Instant since) {
    static InvitationBody of(InvitationState invitation) {
        ObjectNode state = invitation.state();
        List<String> grants = new ArrayList<>();
        state.path("grants").forEach(grant -> grants.add(grant.asText()));
        return new InvitationBody(state.path("id").asText(), state.path("invitee").asText(), grants,
                state.path("state").asText(), state.hasNonNull("invited_by") ? state.get("invited_by").asText() : null,
                invitation.since());
    }
}
