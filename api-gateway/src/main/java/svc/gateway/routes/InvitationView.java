package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Invitations as read/unit shows them: the invitee, the grants offered and the state on the date read. */
@Component
class InvitationView extends PlainFactView {
    @Override
    public String kind() {
        return "invitation";
    }

    @Override
    public String bodyType() {
        return "Invitation";
    }
}
