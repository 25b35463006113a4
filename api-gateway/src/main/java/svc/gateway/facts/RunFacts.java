package svc.gateway.facts;

import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.RecordRun;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Scrape run facts: a source, at a tenant; the fact's id is the run's key. */
@Component
class RunFacts implements FactKind {
    @Override
    public String kind() {
        return UnitKind.RUN.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("source");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 1;
    }

    @Override
    public String places() {
        return "a tenant place (tenant/<id>)";
    }

    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordRun(UnitIds.of(tenant, kind(), fact.id()), tenant, fact.id(), fact.place(),
                FactMembers.requiredText(fact, "source"), fact.trueFrom(), fact.trueTo());
    }
}
