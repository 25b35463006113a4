package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Lead facts: a lead delivered to a brand, and when it was first touched once that is known. Every statement of a lead
 * gives its delivery, so a first touch is always checked against the delivery it follows.
 */
@Component
class LeadFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.LEAD.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("delivered", "first_touch", "channel", "entity");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 2;
    }

    @Override
    public String places() {
        return "a brand place (tenant/<id>/brand/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        Instant delivered = FactMembers.requiredInstant(fact, "delivered");
        Instant firstTouch = FactMembers.optionalInstant(fact, "first_touch");
        if (firstTouch != null && firstTouch.isBefore(delivered)) {
            throw Refusal.invalidInput(fact.at() + "/first_touch", "'first_touch' (" + firstTouch
                    + ") may not precede 'delivered' (" + delivered + "): a lead is touched after it arrives.");
        }
        FactMembers.optionalText(fact, "channel");
        FactMembers.optionalText(fact, "entity");
        // Instants are kept in one form (UTC, to the microsecond), so every reader compares them alike.
        ObjectNode fields = FactMembers.given(fact, "channel", "entity");
        fields.put("delivered", delivered.toString());
        if (firstTouch != null) {
            fields.put("first_touch", firstTouch.toString());
        } else if (fact.fields().has("first_touch")) {
            fields.putNull("first_touch");
        }
        return fields;
    }
}
