package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.TreeSet;
import svc.command.api.UnitKind;
import svc.gateway.refusal.Refusal;
import svc.query.predicate.InvalidPredicate;
import svc.query.predicate.Predicates;

/**
 * A saved view: a named question over the units of one kind (a predicate) and the members to show of each, at a
 * strategy place.
 */
@LivesAt(Lives.STRATEGY)
public record SavedViewFact(
        @NotBlank String name,
        @NotBlank String unitKind,
        JsonNode predicate,
        @NotEmpty List<@NotBlank @Pattern(regexp = COLUMN, message = COLUMN_SHAPE) String> columns)
        implements PlainFact {
    static final String COLUMN = "[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*";
    static final String COLUMN_SHAPE = "names a member of the unit in snake_case, dotted for nested members "
            + "(keys.vat)";

    @Override
    public void check(String at) {
        if (!UnitKind.shown().contains(unitKind)) {
            throw Refusal.invalidInput(at + "/unit_kind", "'" + unitKind + "' is not a kind of unit read/unit shows; "
                    + "kinds: " + new TreeSet<>(UnitKind.shown()) + ".");
        }
        try {
            Predicates.read(predicate, at + "/predicate");
        } catch (InvalidPredicate e) {
            throw Refusal.invalidInput(e.pointer(), e.getMessage());
        }
    }
}
