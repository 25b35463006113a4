package svc.query.basket;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import svc.projections.fact.FactFields.Basket;
import svc.projections.fact.FactState;
import svc.query.api.ReadBasket;
import svc.query.api.Reading;

/** Builds a BasketReading: its parts for each mode, each number with the sentence saying how it was obtained. */
final class BasketBody {
    private final ObjectNode body = JsonNodeFactory.instance.objectNode();
    private final Map<String, String> basis = new HashMap<>();
    private final Numbers numbers = new Numbers(basis);
    private final String basketId;

    BasketBody(String basketId, FactState basket, ReadBasket question, String read) {
        this.basketId = basketId;
        ObjectNode head = body.putObject("basket");
        head.put("id", basketId).put("name", basket.field(Basket.NAME).asText()).put("service",
                basket.field(Basket.SERVICE).asText()).put("place", basket.place() == null ? "" : basket.place());
        body.put("mode", question.mode().name().toLowerCase());
        if (question.windowed()) {
            body.putObject("window").put("from", question.windowFrom().toString())
                    .put("to", question.windowTo().toString());
        }
        body.put("read", read);
    }

    void subject(SubjectStanding standing, List<Membership> memberships) {
        body.put("subject", standing.subject());
        body.put("standing", standing.standing().wire());
        numbers.put(body, "", "likelihood", standing.likelihood(), "given by a caller: the highest likelihood among "
                + "the " + memberships.size() + " memberships of " + standing.subject() + " in basket " + basketId
                + ", as recorded");
        ArrayNode list = body.putArray("memberships");
        for (int i = 0; i < memberships.size(); i++) {
            Membership m = memberships.get(i);
            ObjectNode row = list.addObject().put("membership", m.id()).put("service", m.service());
            numbers.put(row, "/memberships/" + i, "likelihood", m.likelihood(),
                    "given by a caller: recorded with membership " + m.id());
            row.put("control", m.control());
        }
    }

    void population(PopulationReading reading, String population) {
        ObjectNode node = body.putObject("population");
        String at = "/population";
        numbers.put(node, at, "size", reading.size(), "counted: " + population);
        numbers.put(node, at, "members", reading.members(), "counted: subjects of the population with a membership "
                + "of basket " + basketId + " and none held out as control");
        numbers.put(node, at, "control", reading.control(), "counted: subjects of the population held out as "
                + "control (control: true) by a membership of basket " + basketId);
        numbers.put(node, at, "outside", reading.outside(), "counted: subjects of the population with no membership "
                + "of basket " + basketId + " (size - members - control)");
        numbers.put(node, at, "member_share", reading.memberShare(), "measured: members over size ("
                + reading.members() + " / " + reading.size() + ")");
        numbers.put(node, at, "mean_likelihood", reading.meanLikelihood(), "measured: mean of the likelihoods of "
                + "the " + reading.members() + " members, each subject's highest likelihood in basket " + basketId);
        numbers.put(node, at, "likely_share", reading.likelyShare(), "measured: share of the " + reading.members()
                + " members whose likelihood is at least " + PopulationReading.LIKELY);
    }

    void subjects(List<SubjectStanding> standings) {
        ArrayNode list = body.putArray("subjects");
        for (int i = 0; i < standings.size(); i++) {
            SubjectStanding s = standings.get(i);
            ObjectNode row = list.addObject().put("subject", s.subject()).put("standing", s.standing().wire());
            numbers.put(row, "/subjects/" + i, "likelihood", s.likelihood(), "given by a caller: the highest "
                    + "likelihood among the memberships of " + s.subject() + " in basket " + basketId + ", as recorded");
        }
    }

    void coMembership(List<CoMembership.Shared> shared, Map<String, FactState> baskets, int members) {
        ArrayNode list = body.putArray("co_membership");
        for (int i = 0; i < shared.size(); i++) {
            CoMembership.Shared s = shared.get(i);
            FactState other = baskets.get(s.basket());
            ObjectNode row = list.addObject().put("basket", s.basket()).put("name", other.field(Basket.NAME).asText())
                    .put("service", other.field(Basket.SERVICE).asText());
            numbers.put(row, "/co_membership/" + i, "shared", s.shared(), "counted: members of the population that "
                    + "are also members of basket " + s.basket());
            numbers.put(row, "/co_membership/" + i, "share", s.share(), "measured: shared over the population's "
                    + members + " members");
        }
    }

    void groups(Groups groups) {
        numbers.put(body, "", "resolution", groups.resolution(), "given by the caller: the width of each likelihood "
                + "band");
        ArrayNode list = body.putArray("groups");
        for (int i = 0; i < groups.groups().size(); i++) {
            Groups.Group g = groups.groups().get(i);
            String at = "/groups/" + i;
            ObjectNode row = list.addObject();
            numbers.put(row, at, "from", g.from(), "given by the caller: the band's lower end, a multiple of the "
                    + "resolution (inclusive)");
            numbers.put(row, at, "to", g.to(), "given by the caller: the band's upper end, the next multiple of the "
                    + "resolution or 1 (exclusive, inclusive at 1)");
            numbers.put(row, at, "members", g.members(), "counted: members of the population whose likelihood falls "
                    + "in the band");
            numbers.put(row, at, "share", g.share(), "measured: the band's members over the population's members");
            numbers.put(row, at, "mean_likelihood", g.meanLikelihood(), "measured: mean likelihood of the band's "
                    + g.members() + " members (the group's proxy)");
            numbers.put(row, at, "lift", g.lift(), "measured: the band's mean likelihood over the control group's ("
                    + g.meanLikelihood() + " / " + groups.control().meanLikelihood() + ")");
        }
        ObjectNode control = body.putObject("control");
        numbers.put(control, "/control", "members", groups.control().members(), "counted: subjects of basket "
                + basketId + " held out as control (control: true), read on the same dates as the population");
        numbers.put(control, "/control", "mean_likelihood", groups.control().meanLikelihood(), "measured: mean "
                + "likelihood of the " + groups.control().members() + " control subjects");
        body.put("lift_note", groups.liftNote());
    }

    Reading reading() {
        return new Reading(body, basis);
    }
}
