package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Memberships as recorded: the basket, the subject, the likelihood and whether it is held out as control. */
@Component
class MembershipView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.MEMBERSHIP.wire();
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = super.basis(state);
        if (state.has("likelihood")) {
            basis.put("/likelihood", "given by a caller: the likelihood of subject " + state.path("subject").asText()
                    + " in basket " + state.path("basket").asText() + ", as recorded with membership "
                    + state.path("id").asText());
        }
        return basis;
    }
}
