package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.PlainFacts;
import svc.command.api.RecordFact;
import svc.command.api.UnitIds;

/**
 * A kind of fact that is data and nothing more (one of {@link PlainFacts#KINDS}): it reads and checks its own members,
 * and the one plain-fact aggregate and the {@code facts} projection keep it.
 */
public abstract class PlainFactKind implements FactKind {
    /** The fact's own members as they are to be kept; refuses a bad one with a pointer under {@code fact.at()}. */
    protected abstract ObjectNode fields(Fact fact);

    @Override
    public final Object command(Fact fact, String tenant) {
        return new RecordFact(UnitIds.of(tenant, kind(), fact.id()), tenant, kind(), fact.id(), fact.place(),
                fields(fact), fact.trueFrom(), fact.trueTo());
    }
}
