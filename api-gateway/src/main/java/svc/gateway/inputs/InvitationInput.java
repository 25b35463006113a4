package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** act/accept_invitation and act/revoke_invitation: the invitation's id at the call's tenant. */
public record InvitationInput(@NotBlank @Size(max = 200) String invitation) {
}
