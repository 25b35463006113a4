package svc.gateway.facts;

import svc.command.api.RecordObservation;
import svc.command.api.UnitIds;

/** An observation: what a source said, anywhere. The source's shape is the aggregate's rule, as for every address. */
@LivesAt(Lives.ANYWHERE)
public record ObservationFact(String source, String title, String text) implements GivenFact {
    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordObservation(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.id(), fact.place(),
                source, title, text, fact.trueFrom(), fact.trueTo());
    }
}
