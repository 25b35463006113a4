package svc.query.basket;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields;
import svc.projections.fact.FactState;
import svc.query.Awaits;
import svc.query.api.FindVisibleUnits;
import svc.query.api.ReadBasket;
import svc.query.api.Reading;
import svc.query.visible.VisibleQueries;

/**
 * read/basket: the memberships of one basket seen from the call's scope, read for one subject, a set of subjects, or
 * a population by predicate, optionally cut into likelihood bands with lift against the basket's control group.
 */
@Component
class BasketQueries {
    private final VisibleQueries visible;

    BasketQueries(VisibleQueries visible) {
        this.visible = visible;
    }

    @QueryHandler
    @Awaits({UnitKind.BASKET, UnitKind.MEMBERSHIP, UnitKind.ENTITY})
    Reading handle(ReadBasket question) {
        Map<String, FactState> baskets = states(UnitKind.BASKET, question);
        FactState basket = baskets.get(question.basket());
        if (basket == null) {
            return Reading.notFound();
        }
        Map<String, List<Membership>> byBasket = new TreeMap<>();
        states(UnitKind.MEMBERSHIP, question).forEach((id, state) -> {
            String basketId = state.field(FactFields.Membership.BASKET).asText();
            FactState of = baskets.get(basketId);
            if (of != null) {
                byBasket.computeIfAbsent(basketId, b -> new ArrayList<>())
                        .add(Membership.of(id, state, of.field(FactFields.Basket.SERVICE).asText()));
            }
        });
        List<Membership> own = byBasket.getOrDefault(question.basket(), List.of());
        Map<String, SubjectStanding> standings = SubjectStanding.of(own);
        BasketBody body = new BasketBody(question.basket(), basket, question, read(question));
        switch (question.mode()) {
            case SUBJECT -> body.subject(standing(standings, question.subject()),
                    own.stream().filter(m -> m.subject().equals(question.subject())).toList());
            case SUBJECTS -> {
                List<SubjectStanding> population = question.subjects().stream()
                        .map(s -> standing(standings, s)).toList();
                population(body, population, "the " + population.size() + " subjects given in 'subjects'",
                        question, standings, byBasket, baskets);
                body.subjects(population);
            }
            case SCOPE -> {
                Set<String> candidates = new LinkedHashSet<>();
                Map<String, FactState> entities = states(UnitKind.ENTITY, question);
                candidates.addAll(entities.keySet());
                candidates.addAll(standings.keySet());
                List<SubjectStanding> population = candidates.stream()
                        .filter(s -> question.scope().test(ScopeState.of(s, entities.get(s), standings.get(s))))
                        .map(s -> standing(standings, s)).toList();
                population(body, population, "subjects for which the scope predicate holds, among the "
                        + candidates.size() + " candidates (entities seen from the scope and subjects of the "
                        + "basket's memberships)", question, standings, byBasket, baskets);
            }
        }
        return body.reading();
    }

    private static void population(BasketBody body, List<SubjectStanding> population, String described,
            ReadBasket question, Map<String, SubjectStanding> standings, Map<String, List<Membership>> byBasket,
            Map<String, FactState> baskets) {
        PopulationReading reading = PopulationReading.of(population);
        body.population(reading, described);
        Set<String> members = new LinkedHashSet<>();
        population.stream().filter(s -> s.standing() == Standing.MEMBER).forEach(s -> members.add(s.subject()));
        Map<String, List<Membership>> others = new LinkedHashMap<>(byBasket);
        others.remove(question.basket());
        body.coMembership(CoMembership.of(members, others), baskets, members.size());
        if (question.resolution() != null) {
            body.groups(Groups.of(population, question.resolution(), standings.values().stream()
                    .filter(s -> s.standing() == Standing.CONTROL).toList()));
        }
    }

    private static SubjectStanding standing(Map<String, SubjectStanding> standings, String subject) {
        return standings.getOrDefault(subject, SubjectStanding.outside(subject));
    }

    private Map<String, FactState> states(UnitKind kind, ReadBasket question) {
        FindVisibleUnits find = new FindVisibleUnits(question.tenant(), kind.wire(), question.callScope(),
                question.trueOn(), question.knownOn(), question.windowFrom(), question.windowTo());
        Map<String, FactState> found = new LinkedHashMap<>();
        visible.handle(find).units().forEach(u -> found.put(u.id(), u.state(FactState.class)));
        return found;
    }

    private static String read(ReadBasket question) {
        return question.windowed()
                ? "units whose true period overlaps the window [" + question.windowFrom() + ", "
                        + question.windowTo() + "), each in the last state it held within it, as known on "
                        + question.knownOn()
                : "units as true on " + question.trueOn() + " and known on " + question.knownOn();
    }
}
