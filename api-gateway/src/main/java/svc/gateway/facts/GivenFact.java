package svc.gateway.facts;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import svc.command.api.UnitKind.Names;
import svc.gateway.register.Beside;

/**
 * A fact's own members, one record per kind the record takes (design.md, Facts): its types and Bean Validation read
 * them, {@link #check} holds what spans members, {@link #command} is what records it, and {@link LivesAt} says where
 * it lives. Adding a kind is one record
 * here and its line below (and the aggregate and fold behind it).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = HypothesisFact.class, name = Names.HYPOTHESIS),
    @JsonSubTypes.Type(value = PublishingFact.class, name = Names.PUBLISHING),
    @JsonSubTypes.Type(value = RunFact.class, name = Names.RUN),
    @JsonSubTypes.Type(value = ObservationFact.class, name = Names.OBSERVATION),
    @JsonSubTypes.Type(value = ConnectorFact.class, name = Names.CONNECTOR),
    @JsonSubTypes.Type(value = EntityFact.class, name = Names.ENTITY),
    @JsonSubTypes.Type(value = ConnectionFact.class, name = Names.CONNECTION),
    @JsonSubTypes.Type(value = LeadFact.class, name = Names.LEAD),
    @JsonSubTypes.Type(value = ParameterFact.class, name = Names.PARAMETER),
    @JsonSubTypes.Type(value = InvitationFact.class, name = Names.INVITATION),
    @JsonSubTypes.Type(value = BasketFact.class, name = Names.BASKET),
    @JsonSubTypes.Type(value = MembershipFact.class, name = Names.MEMBERSHIP),
    @JsonSubTypes.Type(value = VerticalFact.class, name = Names.VERTICAL),
    @JsonSubTypes.Type(value = MarketTwinFact.class, name = Names.MARKET_TWIN),
    @JsonSubTypes.Type(value = SavedViewFact.class, name = Names.SAVED_VIEW)})
@Beside(FactPlace.class)
public interface GivenFact {
    /** The command that records the fact. */
    Object command(Fact fact, String tenant);

    /** What spans members, refused with a pointer under {@code at}; the types hold the rest. */
    default void check(String at) {
    }
}
