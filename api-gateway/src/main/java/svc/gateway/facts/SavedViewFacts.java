package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;
import svc.query.predicate.InvalidPredicate;
import svc.query.predicate.Predicates;

/**
 * Saved view facts: a predicate over the units of one kind and the columns to show of each, kept at a strategy. They
 * come through ask/saved_view (which points refusals under {@code /view}) or act/record.
 */
@Component
class SavedViewFacts extends PlainFactKind {
    private static final Pattern COLUMN = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");

    @Override
    public String kind() {
        return UnitKind.SAVED_VIEW.wire();
    }

    @Override
    public Set<String> members() {
        return Set.of("name", "unit_kind", "predicate", "columns");
    }

    @Override
    public boolean livesAt(Scope place) {
        return place.depth() == 3;
    }

    @Override
    public String places() {
        return "a strategy place (tenant/<id>/brand/<id>/strategy/<id>)";
    }

    @Override
    protected ObjectNode fields(Fact fact) {
        FactMembers.requiredText(fact, "name");
        String unitKind = FactMembers.requiredText(fact, "unit_kind");
        if (!UnitKind.shown().contains(unitKind)) {
            throw Refusal.invalidInput(fact.at() + "/unit_kind", "'" + unitKind + "' is not a kind of unit read/unit "
                    + "shows; kinds: " + new TreeSet<>(UnitKind.shown()) + ".");
        }
        JsonNode predicate = fact.fields().get("predicate");
        try {
            Predicates.read(predicate, fact.at() + "/predicate");
        } catch (InvalidPredicate e) {
            throw Refusal.invalidInput(e.pointer(), e.getMessage());
        }
        List<String> columns = FactMembers.textList(fact, "columns");
        if (columns.isEmpty()) {
            throw Refusal.invalidInput(fact.at() + "/columns", "'columns' is required: the members to show of each "
                    + "unit, at least one.");
        }
        for (int i = 0; i < columns.size(); i++) {
            if (!COLUMN.matcher(columns.get(i)).matches()) {
                throw Refusal.invalidInput(fact.at() + "/columns/" + i, "A column names a member of the unit in "
                        + "snake_case, dotted for nested members (keys.vat).");
            }
        }
        return FactMembers.given(fact, "name", "unit_kind", "predicate", "columns");
    }
}
