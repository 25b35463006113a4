package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import java.util.List;
import svc.gateway.refusal.Refusal;

/** An invitation to a tenant: who is invited, with which grants, and where it stands; at a tenant place. */
@LivesAt(Lives.TENANT)
public record InvitationFact(
        @NotBlank String invitee,
        @NotEmpty List<@NotBlank String> grants,
        @NotBlank String state,
        String invitedBy) implements PlainFact {
    public static final List<String> STATES = List.of("invited", "accepted", "declined", "revoked");
    public static final List<String> GRANTS = List.of("read", "ask", "act", "admin");

    @Override
    public void check(String at) {
        for (int i = 0; i < grants.size(); i++) {
            if (!GRANTS.contains(grants.get(i))) {
                throw Refusal.invalidInput(at + "/grants/" + i, "Each grant is one of " + GRANTS + "; got '"
                        + grants.get(i) + "'.");
            }
        }
        if (!STATES.contains(state)) {
            throw Refusal.invalidInput(at + "/state", "'state' is one of " + STATES + "; got '" + state + "'.");
        }
    }
}
