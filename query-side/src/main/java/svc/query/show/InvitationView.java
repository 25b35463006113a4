package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Invitations as read/unit shows them: the invitee, the grants offered and the state on the date read. */
@Component
class InvitationView extends PlainFactView {
    InvitationView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.INVITATION.wire();
    }
}
