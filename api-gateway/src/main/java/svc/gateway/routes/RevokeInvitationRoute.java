package svc.gateway.routes;

import java.util.Set;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.GrantIds;
import svc.command.api.UnitKind;
import svc.command.api.WithdrawInvitedGrants;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.InvitationInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.routes.Invitations.Invitation;

/**
 * act/revoke_invitation: an admin of the tenant revokes an invitation. In one transaction it is recorded
 * {@code revoked} and, if it had been accepted, the grants its acceptance gave are withdrawn from the invitee (those
 * the invitee held before, or was given since by an admin, stay). Done here and never by a projection, so a rebuild
 * or a replay gives and withdraws nothing.
 */
@Component
class RevokeInvitationRoute implements ActHandler<InvitationInput> {
    private static final Set<String> REVOCABLE = Set.of("invited", "accepted");

    private final Invitations invitations;
    private final Commands commands;
    private final Reads reads;

    RevokeInvitationRoute(Invitations invitations, Commands commands, Reads reads) {
        this.invitations = invitations;
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_REVOKE_INVITATION;
    }

    @Override
    public ActOutcome act(InvitationInput input, Call call) {
        GrantCommands.refuseTrueOn(call);
        Invitation invitation = invitations.now(input.invitation(), call);
        if (!REVOCABLE.contains(invitation.state())) {
            throw Refusal.invalidInput("/invitation", "Invitation " + invitation.id() + " is " + invitation.state()
                    + "; only an invitation invited or accepted can be revoked.");
        }
        String because = "revoked invitation " + invitation.id();
        invitations.restate(invitation, "revoked", call, because);
        if (invitation.state().equals("accepted")) {
            withdrawWhatItGave(invitation, call, because);
        }
        return ActOutcome.ofUnit(UnitKind.INVITATION, invitation.id(), call.envelope().trueOn());
    }

    /** An invitation marked accepted by a plain act/record gave nothing, so there is no grant to take back. */
    private void withdrawWhatItGave(Invitation invitation, Call call, String because) {
        try {
            GrantCommands.send(() -> commands.send(new WithdrawInvitedGrants(
                    GrantIds.of(invitation.invitee(), invitation.place()), invitation.id(), call.subject()),
                    call, because));
        } catch (AggregateNotFoundException nothingGiven) {
            // the invitee never held a grant on that place, so nothing was given to take back
        }
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return InvitationAnswer.of(reads, outcome, call);
    }
}
