package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Baskets and memberships through the real server: their facts and read/unit, and read/basket for one subject, a set,
 * a population by predicate, groups with lift against control and a window, on both time axes, within the caller's
 * scope, with each refusal naming its field. The size bound is 5 on the shared server ({@link SharedServer}), so a
 * test can pass it.
 */
abstract class BasketsHttpContract extends HttpSupport {
    /** A fresh prefix per test, so that tests sharing one database never see each other's units. */
    final String p = "t" + UUID.randomUUID().toString().substring(0, 8) + "-";

    static ObjectNode basket(String id, String name, String service) {
        return JSON.createObjectNode().put("kind", "basket").put("id", id).put("name", name).put("service", service);
    }

    static ObjectNode membership(String id, String basket, String subject, double likelihood) {
        return JSON.createObjectNode().put("kind", "membership").put("id", id).put("basket", basket)
                .put("subject", subject).put("likelihood", likelihood);
    }

    Reply recordAt(String scope, ObjectNode... facts) throws Exception {
        Reply reply = post("act/record", ana, scope, facts(facts));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    Reply basketRead(String scope, ObjectNode input, String... headers) throws Exception {
        return post("read/basket", ana, scope, input.toString(), headers);
    }

    ObjectNode ask(String field, String value) {
        return JSON.createObjectNode().put("basket", p + "b").put(field, value);
    }

    ObjectNode askSubjects(String... subjects) {
        ObjectNode input = JSON.createObjectNode().put("basket", p + "b");
        ArrayNode list = input.putArray("subjects");
        for (String subject : subjects) {
            list.add(p + subject);
        }
        return input;
    }

    /** Basket b (co-purchase) with members a 0.8, b 0.3 (service 'upsell'), c 0.55, control k1 0.2 and k2 0.4. */
    void recordBasket() throws Exception {
        recordAt(b1, basket(p + "b", "Garden tools", "co-purchase"),
                membership(p + "m-a", p + "b", p + "a", 0.8),
                membership(p + "m-b", p + "b", p + "b", 0.3).put("service", "upsell"),
                membership(p + "m-c", p + "b", p + "c", 0.55),
                membership(p + "m-k1", p + "b", p + "k1", 0.2).put("control", true),
                membership(p + "m-k2", p + "b", p + "k2", 0.4).put("control", true));
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // ------------------------------------------------------------------------------------------------ the facts

    @Test
    void aMembershipIsReadAsAUnitWithTheBasisOfItsLikelihood() throws Exception {
        recordBasket();

        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", p + "m-a").put("kind", "membership");
        Reply unit = post("read/unit", ana, b1, input.toString());
        input.putObject("unit").put("id", p + "b").put("kind", "basket");
        Reply basket = post("read/unit", ana, b1, input.toString());

        assertCard(unit, 200, "Membership", b1);
        assertThat(unit.body().get("subject").asText()).isEqualTo(p + "a");
        assertThat(unit.body().get("likelihood").asDouble()).isEqualTo(0.8);
        assertThat(unit.foot().get("basis").get("/likelihood").asText()).contains("given by a caller", p + "m-a");
        assertCard(basket, 200, "Basket", b1);
        assertThat(basket.body().get("service").asText()).isEqualTo("co-purchase");
    }

    @Test
    void membershipFactsAreRefusedNamingTheMemberAtFault() throws Exception {
        assertThat(refusedField(post("act/record", ana, b1, facts(basket(p + "b", "x", "co-purchase"),
                membership(p + "m", p + "b", p + "a", 1.2))))).isEqualTo("/facts/1/likelihood");
        assertThat(refusedField(post("act/record", ana, b1, facts(membership(p + "m", p + "b", p + "a", -0.1)))))
                .isEqualTo("/facts/0/likelihood");
        assertThat(refusedField(post("act/record", ana, b1, facts(membership(p + "m", p + "b", p + "a", 0.5)
                .put("control", "yes"))))).isEqualTo("/facts/0/control");
        assertThat(refusedField(post("act/record", ana, b1, facts(membership(p + "m", p + "b", p + "a", 0.5).put("subject", " "))))).isEqualTo("/facts/0/subject");
        assertThat(refusedField(post("act/record", ana, b1, facts(basket(p + "b", "x", "co-purchase")
                .put("place", acme))))).isEqualTo("/facts/0/place");
    }

    // ---------------------------------------------------------------------------------------------- one subject

    @Test
    void oneSubjectsReadingListsItsMembershipsWithServiceAndLikelihood() throws Exception {
        recordBasket();

        Reply reply = basketRead(s1, ask("subject", p + "b"));

        assertCard(reply, 200, "BasketReading", s1);
        JsonNode body = reply.body();
        assertThat(body.get("mode").asText()).isEqualTo("subject");
        assertThat(body.get("basket").get("name").asText()).isEqualTo("Garden tools");
        assertThat(body.get("standing").asText()).isEqualTo("member");
        assertThat(body.get("memberships")).hasSize(1);
        assertThat(body.get("memberships").get(0).get("service").asText()).isEqualTo("upsell");
        assertThat(body.get("memberships").get(0).get("likelihood").asDouble()).isEqualTo(0.3);
        assertThat(reply.foot().get("basis").get("/memberships/0/likelihood").asText()).contains(p + "m-b");
        assertThat(reply.foot().get("basis").has("/likelihood")).isTrue();

        JsonNode a = basketRead(s1, ask("subject", p + "a")).body();
        assertThat(a.get("memberships").get(0).get("service").asText()).as("the basket's service")
                .isEqualTo("co-purchase");
        JsonNode nobody = basketRead(s1, ask("subject", p + "nobody")).body();
        assertThat(nobody.get("standing").asText()).isEqualTo("outside");
        assertThat(nobody.get("memberships")).isEmpty();
        assertThat(nobody.get("likelihood").isNull()).isTrue();
    }

    // ---------------------------------------------------------------------------------------------- a set

    @Test
    void aSetReadsPopulationReadingsAndCoMembershipWithTheBasisOfEveryNumber() throws Exception {
        recordBasket();
        recordAt(b1, basket(p + "other", "Barbecue", "co-purchase"),
                membership(p + "o-a", p + "other", p + "a", 0.9), membership(p + "o-c", p + "other", p + "c", 0.1));

        Reply reply = basketRead(s1, askSubjects("a", "b", "c", "k1", "z"));

        assertCard(reply, 200, "BasketReading", s1);
        JsonNode population = reply.body().get("population");
        assertThat(population.get("size").asInt()).isEqualTo(5);
        assertThat(population.get("members").asInt()).isEqualTo(3);
        assertThat(population.get("control").asInt()).isEqualTo(1);
        assertThat(population.get("outside").asInt()).isEqualTo(1);
        assertThat(population.get("member_share").asDouble()).isCloseTo(0.6, within(1e-9));
        assertThat(population.get("mean_likelihood").asDouble()).isCloseTo((0.8 + 0.3 + 0.55) / 3, within(1e-9));
        assertThat(population.get("likely_share").asDouble()).isCloseTo(2.0 / 3, within(1e-9));
        JsonNode subjects = reply.body().get("subjects");
        assertThat(subjects).hasSize(5);
        assertThat(subjects.get(3).get("standing").asText()).isEqualTo("control");
        assertThat(subjects.get(4).get("standing").asText()).isEqualTo("outside");
        JsonNode co = reply.body().get("co_membership");
        assertThat(co).hasSize(1);
        assertThat(co.get(0).get("basket").asText()).isEqualTo(p + "other");
        assertThat(co.get(0).get("shared").asInt()).isEqualTo(2);
        assertThat(co.get(0).get("share").asDouble()).isCloseTo(2.0 / 3, within(1e-9));
        JsonNode basis = reply.foot().get("basis");
        assertThat(basis.get("/population/size").asText()).startsWith("counted:").contains("5 subjects");
        assertThat(basis.get("/population/mean_likelihood").asText()).startsWith("measured:");
        assertThat(basis.has("/co_membership/0/share")).isTrue();
        assertThat(basis.has("/subjects/0/likelihood")).isTrue();
    }

    @Test
    void aSetOverTheSizeBoundIsRefusedNamingSubjects() throws Exception {
        recordBasket();

        assertThat(refusedField(basketRead(s1, askSubjects("a", "b", "c", "d", "e", "f")))).isEqualTo("/subjects");
        assertThat(refusedField(basketRead(s1, askSubjects("a", "b", "a")))).isEqualTo("/subjects/2");
        assertThat(refusedField(basketRead(s1, askSubjects()))).isEqualTo("/subjects");
        assertThat(basketRead(s1, askSubjects("a", "b", "c", "d", "e")).status()).isEqualTo(200);
    }

    // ---------------------------------------------------------------------------------------------- by predicate

    @Test
    void aPopulationByPredicateReadsTheSubjectsItHoldsFor() throws Exception {
        recordBasket();
        ObjectNode input = JSON.createObjectNode().put("basket", p + "b");
        input.putObject("scope").putArray("any")
                .add(JSON.createObjectNode().put("field", "membership.likelihood").put("gte", 0.5))
                .add(JSON.createObjectNode().put("field", "membership.standing").put("eq", "control"));

        Reply reply = basketRead(s1, input);

        assertCard(reply, 200, "BasketReading", s1);
        assertThat(reply.body().get("mode").asText()).isEqualTo("scope");
        JsonNode population = reply.body().get("population");
        assertThat(population.get("size").asInt()).isEqualTo(4);
        assertThat(population.get("members").asInt()).isEqualTo(2);
        assertThat(population.get("control").asInt()).isEqualTo(2);
        assertThat(reply.foot().get("basis").get("/population/size").asText()).contains("scope predicate");
        assertThat(reply.body().has("subjects")).isFalse();
    }

    @Test
    void anInvalidScopePredicateIsRefusedPointingIntoIt() throws Exception {
        recordBasket();
        ObjectNode input = JSON.createObjectNode().put("basket", p + "b");
        input.putObject("scope").putArray("all").addObject().put("field", "Name").put("eq", "x");

        assertThat(refusedField(basketRead(s1, input))).isEqualTo("/scope/all/0/field");
    }

    // ---------------------------------------------------------------------------------------------- groups

    @Test
    void groupsAtAResolutionCarryTheirProxyAndLiftAgainstTheControlGroup() throws Exception {
        recordBasket();
        ObjectNode input = askSubjects("a", "b", "c");
        input.put("resolution", 0.5);

        Reply reply = basketRead(s1, input);

        assertCard(reply, 200, "BasketReading", s1);
        JsonNode body = reply.body();
        assertThat(body.get("resolution").asDouble()).isEqualTo(0.5);
        assertThat(body.get("control").get("members").asInt()).isEqualTo(2);
        assertThat(body.get("control").get("mean_likelihood").asDouble()).isCloseTo(0.3, within(1e-9));
        JsonNode groups = body.get("groups");
        assertThat(groups).hasSize(2);
        assertThat(groups.get(0).get("from").asDouble()).isEqualTo(0.0);
        assertThat(groups.get(0).get("to").asDouble()).isEqualTo(0.5);
        assertThat(groups.get(0).get("members").asInt()).isEqualTo(1);
        assertThat(groups.get(0).get("lift").asDouble()).isCloseTo(1.0, within(1e-9));
        assertThat(groups.get(1).get("members").asInt()).isEqualTo(2);
        assertThat(groups.get(1).get("mean_likelihood").asDouble()).isCloseTo(0.675, within(1e-9));
        assertThat(groups.get(1).get("lift").asDouble()).isCloseTo(0.675 / 0.3, within(1e-9));
        assertThat(groups.get(1).get("share").asDouble()).isCloseTo(2.0 / 3, within(1e-9));
        assertThat(body.get("lift_note").isNull()).isTrue();
        assertThat(reply.foot().get("basis").get("/groups/1/lift").asText()).startsWith("measured:");
    }

    @Test
    void withoutAControlGroupLiftIsNullAndTheReadingSaysSo() throws Exception {
        recordAt(b1, basket(p + "b", "No control", "co-purchase"), membership(p + "m-a", p + "b", p + "a", 0.8));
        ObjectNode input = askSubjects("a");
        input.put("resolution", 0.25);

        JsonNode body = basketRead(s1, input).body();

        assertThat(body.get("groups").get(0).get("lift").isNull()).isTrue();
        assertThat(body.get("lift_note").asText()).contains("No control group");
        assertThat(body.get("control").get("members").asInt()).isZero();
    }

    // ---------------------------------------------------------------------------------------------- time

    @Test
    void aWindowReadsTheMembershipsWhoseTruePeriodOverlapsIt() throws Exception {
        recordAt(b1, basket(p + "b", "Seasonal", "co-purchase").put("true_from", "2026-01-01"),
                membership(p + "m-a", p + "b", p + "a", 0.8).put("true_from", "2026-01-01")
                        .put("true_to", "2026-02-01"),
                membership(p + "m-b", p + "b", p + "b", 0.6).put("true_from", "2026-03-10"),
                membership(p + "m-c", p + "b", p + "c", 0.2).put("true_from", "2026-01-01"));
        recordAt(b1, membership(p + "m-c", p + "b", p + "c", 0.9).put("true_from", "2026-03-20"));
        ObjectNode input = askSubjects("a", "b", "c");
        input.putObject("window").put("from", "2026-03-01T00:00:00Z").put("to", "2026-04-01T00:00:00Z");

        Reply reply = basketRead(s1, input, "Svc-As-True-On", "2026-01-15");

        assertCard(reply, 200, "BasketReading", s1);
        JsonNode subjects = reply.body().get("subjects");
        assertThat(subjects.get(0).get("standing").asText()).as("ended before the window").isEqualTo("outside");
        assertThat(subjects.get(1).get("likelihood").asDouble()).as("began in the window").isEqualTo(0.6);
        assertThat(subjects.get(2).get("likelihood").asDouble()).as("its last state in the window").isEqualTo(0.9);
        assertThat(reply.body().get("window").get("from").asText()).isEqualTo("2026-03-01T00:00:00Z");

        JsonNode onTheDate = basketRead(s1, askSubjects("a", "b", "c"), "Svc-As-True-On", "2026-01-15").body();
        assertThat(onTheDate.get("population").get("members").asInt()).isEqualTo(2);
    }

    @Test
    void aCorrectionChangesTheReadingAsKnownNowButNotAsKnownBefore() throws Exception {
        Reply first = recordAt(b1, basket(p + "b", "Corrected", "co-purchase").put("true_from", "2026-01-01"),
                membership(p + "m-a", p + "b", p + "a", 0.2).put("true_from", "2026-01-01"));
        String k1 = first.foot().get("known_on").asText();
        recordAt(b1, membership(p + "m-a", p + "b", p + "a", 0.7).put("true_from", "2026-02-01"));

        JsonNode now = basketRead(s1, ask("subject", p + "a"), "Svc-As-True-On", "2026-03-01").body();
        JsonNode then = basketRead(s1, ask("subject", p + "a"), "Svc-As-True-On", "2026-03-01",
                "Svc-As-Known-On", k1).body();
        JsonNode before = basketRead(s1, ask("subject", p + "a"), "Svc-As-True-On", "2026-01-15").body();

        assertThat(now.get("likelihood").asDouble()).isEqualTo(0.7);
        assertThat(then.get("likelihood").asDouble()).isEqualTo(0.2);
        assertThat(before.get("likelihood").asDouble()).isEqualTo(0.2);
        assertThat(basketRead(s1, ask("subject", p + "a"), "Svc-As-True-On", "2025-12-01").status())
                .as("the basket did not exist yet").isEqualTo(404);
    }

    // ---------------------------------------------------------------------------------------------- scope

    @Test
    void aBasketOutsideTheCallersScopeIsNotFoundAndMembershipsOutsideItAreNotCounted() throws Exception {
        recordBasket();
        recordAt(s2, membership(p + "m-s2", p + "b", p + "z", 0.9));
        recordAt(b2, basket(p + "b2only", "Elsewhere", "co-purchase"));

        JsonNode fromS1 = basketRead(s1, askSubjects("z")).body();
        JsonNode fromS2 = basketRead(s2, askSubjects("z")).body();

        assertThat(fromS1.get("population").get("members").asInt()).isZero();
        assertThat(fromS2.get("population").get("members").asInt()).isEqualTo(1);
        JsonNode notFound = assertRefusal(basketRead(s1, JSON.createObjectNode().put("basket", p + "b2only")
                .put("subject", p + "a")), 404, "not_found");
        JsonNode missing = assertRefusal(basketRead(s1, JSON.createObjectNode().put("basket", p + "no-such")
                .put("subject", p + "a")), 404, "not_found");
        assertSameButRun(notFound, missing);
        assertRefusal(basketRead(otherS1, ask("subject", p + "a")), 404, "not_found");
    }

    // ---------------------------------------------------------------------------------------------- refusals

    @Test
    void eachRefusalNamesItsField() throws Exception {
        recordBasket();

        assertThat(refusedField(basketRead(s1, JSON.createObjectNode().put("basket", p + "b"))))
                .isEqualTo("/subject");
        assertThat(refusedField(basketRead(s1, askSubjects("a").put("subject", p + "a")))).isEqualTo("/subjects");
        assertThat(refusedField(basketRead(s1, JSON.createObjectNode().put("subject", p + "a"))))
                .isEqualTo("/basket");
        assertThat(refusedField(basketRead(s1, askSubjects("a").put("resolution", 0)))).isEqualTo("/resolution");
        assertThat(refusedField(basketRead(s1, askSubjects("a").put("resolution", 1.5)))).isEqualTo("/resolution");
        assertThat(refusedField(basketRead(s1, ask("subject", p + "a").put("resolution", 0.1))))
                .isEqualTo("/resolution");
        ObjectNode backwards = askSubjects("a");
        backwards.putObject("window").put("from", "2026-03-01T00:00:00Z").put("to", "2026-02-01T00:00:00Z");
        assertThat(refusedField(basketRead(s1, backwards))).isEqualTo("/window/to");
        ObjectNode open = askSubjects("a");
        open.putObject("window").put("to", "2026-02-01T00:00:00Z");
        assertThat(refusedField(basketRead(s1, open))).isEqualTo("/window/from");
        assertThat(basketRead(s1, ask("subject", p + "a"), "Svc-Key", "k1").foot().get("note").asText())
                .as("a read ignores a key").contains("Svc-Key is ignored");
        assertRefusal(basketRead(b1, ask("subject", p + "a")), 403, "not_allowed");
    }
}
