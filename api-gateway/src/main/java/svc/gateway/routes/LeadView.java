package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Leads as read/unit shows them: delivery, first touch, channel and entity, as recorded. */
@Component
class LeadView extends PlainFactView {
    @Override
    public String kind() {
        return "lead";
    }

    @Override
    public String bodyType() {
        return "Lead";
    }
}
