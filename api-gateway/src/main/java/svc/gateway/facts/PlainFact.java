package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.PlainFacts;
import svc.command.api.RecordFact;
import svc.command.api.UnitIds;

/**
 * A kind of fact that is data and nothing more (one of {@link PlainFacts#KINDS}): the one plain-fact aggregate and
 * the {@code facts} projection keep its members as given, a member given as null removed.
 */
interface PlainFact extends GivenFact {
    /** The members as they are to be kept: as given, unless the kind keeps one form of a value. */
    default ObjectNode kept(Fact fact) {
        return fact.fields();
    }

    @Override
    default Object command(Fact fact, String tenant) {
        return new RecordFact(UnitIds.of(tenant, fact.kind(), fact.id()), tenant, fact.kind(), fact.id(),
                fact.place(), kept(fact), fact.trueFrom(), fact.trueTo());
    }
}
