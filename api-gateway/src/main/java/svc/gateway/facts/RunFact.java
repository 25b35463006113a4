package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import svc.command.api.RecordRun;
import svc.command.api.UnitIds;

/** A scrape run of a source, at a tenant place. */
@LivesAt(Lives.TENANT)
public record RunFact(@NotBlank String source) implements GivenFact {
    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordRun(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.id(), fact.place(), source,
                fact.trueFrom(), fact.trueTo());
    }
}
