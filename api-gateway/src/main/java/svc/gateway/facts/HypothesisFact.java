package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import svc.command.api.RecordHypothesis;
import svc.command.api.UnitIds;

/** A hypothesis: a claim, at a strategy place. */
@LivesAt(Lives.STRATEGY)
public record HypothesisFact(@NotBlank String claim) implements GivenFact {
    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordHypothesis(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.id(), fact.place(),
                claim, fact.trueFrom(), fact.trueTo());
    }
}
