package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Leads as read/unit shows them: delivery, first touch, channel and entity, as recorded. */
@Component
class LeadView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.LEAD.wire();
    }
}
