package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Leads as read/unit shows them: delivery, first touch, channel and entity, as recorded. */
@Component
class LeadView extends PlainFactView {
    LeadView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.LEAD.wire();
    }
}
