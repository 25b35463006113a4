package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Invitations as read/unit shows them: the invitee, the grants offered and the state on the date read. */
@Component
class InvitationView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.INVITATION.wire();
    }
}
