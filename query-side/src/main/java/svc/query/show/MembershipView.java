package svc.query.show;

import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Membership;
import svc.projections.fact.FactState;

/** Memberships as recorded: the basket, the subject, the likelihood and whether it is held out as control. */
@Component
class MembershipView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.MEMBERSHIP.wire();
    }

    @Override
    Map<String, String> basis(FactState state) {
        Map<String, String> basis = super.basis(state);
        if (state.fields().containsKey(Membership.LIKELIHOOD)) {
            basis.put("/likelihood", "given by a caller: the likelihood of subject "
                    + state.field(Membership.SUBJECT).asText() + " in basket "
                    + state.field(Membership.BASKET).asText() + ", as recorded with membership " + state.id());
        }
        return basis;
    }
}
