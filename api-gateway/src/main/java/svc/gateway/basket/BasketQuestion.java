package svc.gateway.basket;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import svc.gateway.dispatch.Call;
import svc.gateway.inputs.BasketReadInput;
import svc.gateway.refusal.Refusal;
import svc.query.api.ReadBasket;
import svc.query.api.ReadBasket.Mode;
import svc.query.predicate.InvalidPredicate;
import svc.query.predicate.Predicate;
import svc.query.predicate.Predicates;

/**
 * Checks a read/basket input, refusing with the field: one of the three populations, a resolution only for a
 * population, a window that ends after it begins. What passes is the query the query side answers.
 */
final class BasketQuestion {
    private BasketQuestion() {
    }

    static ReadBasket of(BasketReadInput input, int sizeBound, Call call) {
        Mode mode = mode(input);
        if (mode == Mode.SUBJECTS) {
            checkSubjects(input.subjects(), sizeBound);
        }
        Predicate scope = null;
        if (mode == Mode.SCOPE) {
            try {
                scope = Predicates.read(input.scope(), "/scope");
            } catch (InvalidPredicate e) {
                throw Refusal.invalidInput(e.pointer(), e.getMessage());
            }
        }
        Double resolution = input.resolution();
        if (resolution != null) {
            if (mode == Mode.SUBJECT) {
                throw Refusal.invalidInput("/resolution", "A cut into groups reads a population: give 'subjects' or "
                        + "'scope' with 'resolution', not one 'subject'.");
            }
            if (!(resolution > 0 && resolution <= 1)) {
                throw Refusal.invalidInput("/resolution", "'resolution' is a share greater than 0 and at most 1 "
                        + "(the width of each likelihood band); got " + resolution + ".");
            }
        }
        Instant from = null;
        Instant to = null;
        if (input.window() != null) {
            from = input.window().from();
            to = input.window().to();
            if (from == null) {
                throw Refusal.invalidInput("/window/from", "'/window/from' is required.");
            }
            if (to == null) {
                throw Refusal.invalidInput("/window/to", "'/window/to' is required.");
            }
            if (!to.isAfter(from)) {
                throw Refusal.invalidInput("/window/to", "'/window/to' must be later than '/window/from'.");
            }
        }
        return new ReadBasket(call.tenant(), call.envelope().scope().path(), call.envelope().trueOn(),
                call.envelope().knownOn(), input.basket(), mode, input.subject(), input.subjects(), scope, resolution,
                from, to);
    }

    private static Mode mode(BasketReadInput input) {
        Mode mode = null;
        String[] names = {"subject", "subjects", "scope"};
        Object[] given = {input.subject(), input.subjects(), input.scope()};
        for (int i = 0; i < names.length; i++) {
            if (given[i] == null) {
                continue;
            }
            if (mode != null) {
                throw Refusal.invalidInput("/" + names[i], "Give one of 'subject', 'subjects' or 'scope'; '"
                        + names[mode.ordinal()] + "' is already given.");
            }
            mode = Mode.values()[i];
        }
        if (mode == null) {
            throw Refusal.invalidInput("/subject", "One of 'subject' (one subject), 'subjects' (a set) or 'scope' (a "
                    + "population by predicate) is required.");
        }
        return mode;
    }

    private static void checkSubjects(List<String> subjects, int sizeBound) {
        if (subjects.isEmpty()) {
            throw Refusal.invalidInput("/subjects", "'subjects' holds at least one subject.");
        }
        if (subjects.size() > sizeBound) {
            throw Refusal.invalidInput("/subjects", "'subjects' is held under the size bound: at most " + sizeBound
                    + " subjects; got " + subjects.size() + ". Read a larger population with 'scope'.");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < subjects.size(); i++) {
            if (!seen.add(subjects.get(i))) {
                throw Refusal.invalidInput("/subjects/" + i, "'" + subjects.get(i) + "' is already in 'subjects'; "
                        + "each subject is named once.");
            }
        }
    }
}
