package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Invitation facts: someone invited to a tenant with the grants they would hold, and the invitation's state; a change
 * of state is the same invitation recorded again from a later date.
 */
@Component
class InvitationFacts extends PlainFactKind {
    static final List<String> STATES = List.of("invited", "accepted", "declined", "revoked");
    static final List<String> GRANTS = List.of("read", "ask", "act", "admin");

    @Override
    public String kind() {
        return UnitKind.INVITATION.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("invitee", "grants", "state", "invited_by");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 1;
    }

    @Override
    public String places() {
        return "a tenant place (tenant/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "invitee");
        FactMembers.optionalText(fact, "invited_by");
        List<String> grants = FactMembers.textList(fact, "grants");
        if (grants.isEmpty()) {
            throw Refusal.invalidInput(fact.at() + "/grants", "'grants' is required: a list of " + GRANTS + ".");
        }
        for (int i = 0; i < grants.size(); i++) {
            if (!GRANTS.contains(grants.get(i))) {
                throw Refusal.invalidInput(fact.at() + "/grants/" + i, "Each grant is one of " + GRANTS + "; got '"
                        + grants.get(i) + "'.");
            }
        }
        String state = FactMembers.requiredText(fact, "state");
        if (!STATES.contains(state)) {
            throw Refusal.invalidInput(fact.at() + "/state", "'state' is one of " + STATES + "; got '" + state
                    + "'.");
        }
        return FactMembers.given(fact, "invitee", "grants", "state", "invited_by");
    }
}
