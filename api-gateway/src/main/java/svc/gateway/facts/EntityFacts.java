package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Entity facts: a company, person, store or product of the market, with its names, keys and town. */
@Component
class EntityFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.ENTITY.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("entity_kind", "name", "aliases", "keys", "place_name", "employees", "tags");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() <= 2;
    }

    @Override
    public String places() {
        return "a tenant or brand place (tenant/<id> or tenant/<id>/brand/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "entity_kind");
        FactMembers.requiredText(fact, "name");
        FactMembers.textList(fact, "aliases");
        FactMembers.textMap(fact, "keys");
        FactMembers.optionalText(fact, "place_name");
        FactMembers.optionalNumber(fact, "employees");
        FactMembers.textList(fact, "tags");
        return FactMembers.given(fact, "entity_kind", "name", "aliases", "keys", "place_name", "employees", "tags");
    }
}
