package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Membership facts: a subject (an entity id) in a basket, with the likelihood of its association and whether it is
 * held out as control. The service defaults to the basket's, which read/basket supplies when reading.
 */
@Component
class MembershipFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.MEMBERSHIP.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("basket", "subject", "service", "likelihood", "control");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() >= 2;
    }

    @Override
    public String places() {
        return "a brand or strategy place (tenant/<id>/brand/<id>[/strategy/<id>])";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "basket");
        FactMembers.requiredText(fact, "subject");
        FactMembers.optionalText(fact, "service");
        double likelihood = FactMembers.requiredNumber(fact, "likelihood");
        if (!(likelihood >= 0 && likelihood <= 1)) {
            throw Refusal.invalidInput(fact.at() + "/likelihood", "'likelihood' is a share from 0 to 1; got "
                    + likelihood + ".");
        }
        JsonNode control = fact.fields().get("control");
        if (control != null && !control.isNull() && !control.isBoolean()) {
            throw Refusal.invalidInput(fact.at() + "/control", "'control' must be true or false.");
        }
        return FactMembers.given(fact, "basket", "subject", "service", "likelihood", "control");
    }
}
