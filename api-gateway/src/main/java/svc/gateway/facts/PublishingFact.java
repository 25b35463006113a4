package svc.gateway.facts;

import jakarta.validation.constraints.NotBlank;
import svc.command.api.RecordPublishing;
import svc.command.api.UnitIds;

/** A publishing: a title put out on a channel, at a brand place. */
@LivesAt(Lives.BRAND)
public record PublishingFact(@NotBlank String title, @NotBlank String channel) implements GivenFact {
    @Override
    public Object command(Fact fact, String tenant) {
        return new RecordPublishing(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.id(), fact.place(),
                title, channel, fact.trueFrom(), fact.trueTo());
    }
}
