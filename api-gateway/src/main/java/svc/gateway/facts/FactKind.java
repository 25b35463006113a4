package svc.gateway.facts;

import java.util.Set;
import svc.gateway.envelope.Scope;

/**
 * One kind of fact the record takes. Adding a kind is one bean of this type (and the aggregate and fold behind it).
 */
public interface FactKind {
    /** The fact's {@code kind}, as a UnitRef names it. */
    String kind();

    /** The members particular to this kind (beside kind, id, place, true_from, true_to). */
    Set<String> members();

    /** Whether a unit of this kind may live at this place; refused with field {@code place} when not. */
    boolean livesAt(Scope place);

    /** What {@link #livesAt} accepts, for the refusal. */
    String places();

    /** The command that records the fact; refuses bad members with pointers under {@code fact.at()}. */
    Object command(Fact fact, String tenant);
}
