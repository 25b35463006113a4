package svc.gateway.facts;

import java.util.Set;
import org.springframework.stereotype.Component;
import svc.command.api.RecordPublishing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;

/** Publishing facts: a title on a channel, at a brand place. */
@Component
class PublishingFacts implements FactKind {
    @Override
    public String kind() {
        return UnitKind.PUBLISHING.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("title", "channel");
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
    public Object command(Fact fact, String tenant) {
        return new RecordPublishing(UnitIds.of(tenant, kind(), fact.id()), tenant, fact.id(), fact.place(),
                FactMembers.requiredText(fact, "title"), FactMembers.requiredText(fact, "channel"), fact.trueFrom(),
                fact.trueTo());
    }
}
