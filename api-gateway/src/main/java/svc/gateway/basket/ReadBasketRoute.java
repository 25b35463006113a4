package svc.gateway.basket;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;
import svc.gateway.dispatch.CallSettings;
import svc.gateway.dispatch.RouteHandler;
import svc.gateway.inputs.BasketReadInput;
import svc.gateway.refusal.Refusal;
import svc.query.api.FindVisibleUnits;
import svc.query.api.VisibleUnits;

/**
 * read/basket: the memberships of one basket seen from the call's scope, read for one subject, a set of subjects, or
 * a population by predicate, optionally cut into likelihood bands with lift against the basket's control group.
 */
@Component
class ReadBasketRoute implements RouteHandler<BasketReadInput> {
    private final QueryGateway queries;
    private final int sizeBound;

    ReadBasketRoute(QueryGateway queries, CallSettings settings) {
        this.queries = queries;
        this.sizeBound = settings.sizeBound();
    }

    @Override
    public String route() {
        return "read/basket";
    }

    @Override
    public Answer handle(BasketReadInput input, Call call) {
        BasketQuestion question = BasketQuestion.of(input, sizeBound);
        Map<String, ObjectNode> baskets = states("basket", question, call);
        ObjectNode basket = baskets.get(question.basket());
        if (basket == null) {
            throw Refusal.notFound();
        }
        Map<String, List<Membership>> byBasket = new TreeMap<>();
        states("membership", question, call).forEach((id, state) -> {
            ObjectNode of = baskets.get(state.path("basket").asText());
            if (of != null) {
                byBasket.computeIfAbsent(state.path("basket").asText(), b -> new ArrayList<>())
                        .add(Membership.of(id, state, of.path("service").asText()));
            }
        });
        List<Membership> own = byBasket.getOrDefault(question.basket(), List.of());
        Map<String, SubjectStanding> standings = SubjectStanding.of(own);
        BasketBody body = new BasketBody(question.basket(), basket, question, read(question, call));
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
                Map<String, ObjectNode> entities = states("entity", question, call);
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
        return body.answer();
    }

    private static void population(BasketBody body, List<SubjectStanding> population, String described,
            BasketQuestion question, Map<String, SubjectStanding> standings, Map<String, List<Membership>> byBasket,
            Map<String, ObjectNode> baskets) {
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

    private Map<String, ObjectNode> states(String kind, BasketQuestion question, Call call) {
        FindVisibleUnits find = new FindVisibleUnits(call.tenant(), kind, call.envelope().scope().path(),
                call.envelope().trueOn(), call.envelope().knownOn(), question.windowFrom(), question.windowTo());
        Map<String, ObjectNode> states = new LinkedHashMap<>();
        queries.query(find, VisibleUnits.class).join().units().forEach(u -> states.put(u.id(), u.state()));
        return states;
    }

    private static String read(BasketQuestion question, Call call) {
        return question.windowed()
                ? "units whose true period overlaps the window [" + question.windowFrom() + ", "
                        + question.windowTo() + "), each in the last state it held within it, as known on "
                        + call.envelope().knownOn()
                : "units as true on " + call.envelope().trueOn() + " and known on " + call.envelope().knownOn();
    }
}
