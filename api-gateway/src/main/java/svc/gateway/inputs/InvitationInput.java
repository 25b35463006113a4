package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** act/accept_invitation and act/revoke_invitation: the invitation's id at the call's tenant. */
public record InvitationInput(@NotBlank String invitation) {
}
