package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Connection facts: one entity supplies, owns, employs, competes with or sells in another, in a role. */
@Component
class ConnectionFacts extends PlainFactKind {
    @Override
    public String kind() {
        return UnitKind.CONNECTION.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("connection_kind", "role", "from", "to");
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
        FactMembers.requiredText(fact, "connection_kind");
        FactMembers.optionalText(fact, "role");
        FactMembers.requiredText(fact, "from");
        FactMembers.requiredText(fact, "to");
        return FactMembers.given(fact, "connection_kind", "role", "from", "to");
    }
}
