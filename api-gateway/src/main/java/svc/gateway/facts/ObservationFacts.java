package svc.gateway.facts;

import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.RecordObservation;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Observation facts: something seen at a source address, with a title and words when given, at any place. */
@Component
class ObservationFacts implements FactKind {
    @Override
    public String kind() {
        return UnitKind.OBSERVATION.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("source", "title", "text");
    }

    @Override
    public boolean livesAt(Scope place) {
        return true;
    }

    @Override
    public String places() {
        return "a tenant, brand or strategy place";
    }

    @Override
    public Object command(Fact fact, String tenant) {
        // The source's shape is the aggregate's rule (absolute_http_address), as for every address the platform calls.
        return new RecordObservation(UnitIds.of(tenant, kind(), fact.id()), tenant, fact.id(), fact.place(),
                FactMembers.optionalText(fact, "source"), FactMembers.optionalText(fact, "title"),
                FactMembers.optionalText(fact, "text"), fact.trueFrom(), fact.trueTo());
    }
}
