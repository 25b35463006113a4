package svc.gateway.facts;

import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.RecordHypothesis;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Hypothesis facts: a claim, at a strategy place. */
@Component
class HypothesisFacts implements FactKind {
    @Override
    public String kind() {
        return UnitKind.HYPOTHESIS.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("claim");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 3;
    }

    @Override
    public String places() {
        return "a strategy place (tenant/<id>/brand/<id>/strategy/<id>)";
    }

    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordHypothesis(UnitIds.of(tenant, kind(), fact.id()), tenant, fact.id(), fact.place(),
                FactMembers.requiredText(fact, "claim"), fact.trueFrom(), fact.trueTo());
    }
}
