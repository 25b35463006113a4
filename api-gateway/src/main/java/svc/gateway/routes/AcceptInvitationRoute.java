package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.GiveInvitedGrants;
import svc.command.api.GrantIds;
import svc.command.api.UnitKind;
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
 * act/accept_invitation: the invitee accepts an invitation of the call's tenant. In one transaction the invitation is
 * recorded {@code accepted} and its grants are given to the invitee on its place. The route needs no grant (the
 * invitee holds none yet); its own rule is that the caller is the invitee, and an invitation for someone else
 * answers 404, as a missing one does, so no caller learns of invitations that are not theirs.
 */
@Component
class AcceptInvitationRoute implements ActHandler<InvitationInput> {
    private final Invitations invitations;
    private final Commands commands;
    private final Reads reads;

    AcceptInvitationRoute(Invitations invitations, Commands commands, Reads reads) {
        this.invitations = invitations;
        this.commands = commands;
        this.reads = reads;
    }

    @Override
    public Route route() {
        return Register.ACT_ACCEPT_INVITATION;
    }

    @Override
    public ActOutcome act(InvitationInput input, Call call) {
        GrantCommands.refuseTrueOn(call);
        Invitation invitation = invitations.now(input.invitation(), call);
        if (!invitation.invitee().equals(call.subject())) {
            throw Refusal.notFound();
        }
        if (!invitation.state().equals("invited")) {
            throw Refusal.invalidInput("/invitation", "Invitation " + invitation.id() + " is " + invitation.state()
                    + "; only an invitation still invited can be accepted.");
        }
        String because = "accepted invitation " + invitation.id()
                + (invitation.invitedBy() == null ? "" : " from " + invitation.invitedBy());
        invitations.restate(invitation, "accepted", call, because);
        String givenBy = invitation.invitedBy() == null ? call.subject() : invitation.invitedBy();
        GrantCommands.send(() -> commands.send(new GiveInvitedGrants(GrantIds.of(call.subject(), invitation.place()),
                call.subject(), invitation.place(), invitation.id(), invitation.grants(), givenBy), call, because));
        return ActOutcome.ofUnit(UnitKind.INVITATION, invitation.id(), call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        return InvitationAnswer.of(reads, outcome, call);
    }
}
