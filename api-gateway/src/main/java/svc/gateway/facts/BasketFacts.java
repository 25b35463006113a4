package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Basket facts: a named basket of subjects held together by one service of association (co-purchase, ...). */
@Component
class BasketFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.BASKET.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("name", "service");
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
        FactMembers.requiredText(fact, "name");
        FactMembers.requiredText(fact, "service");
        return FactMembers.given(fact, "name", "service");
    }
}
