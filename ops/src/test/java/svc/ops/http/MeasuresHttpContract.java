package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.query.api.Basis;

/**
 * Leads, parameters and invitations as facts, and the routes that read them: read/speed_to_lead, read/parameter and
 * read/invitations, through the real server; the card and the basis of every number, both time axes, scope and each
 * refusal with the field it names.
 */
abstract class MeasuresHttpContract extends HttpSupport {
    /** Holds admin on the guild tenant, where the invitation tests live. */
    final String adaId = "ada-" + ownName;
    final String guild = "tenant/guild-" + ownName;
    static final Set<String> ADMIN_GRANTED = ConcurrentHashMap.newKeySet();

    String ada;

    @BeforeEach
    void admin() throws Exception {
        ada = tokens.issue(adaId, Duration.ofHours(1));
        synchronized (ADMIN_GRANTED) {
            if (ADMIN_GRANTED.add(guild)) {
                give(adaId, guild, List.of("admin"));
                untilGranted(ada, guild);
            }
        }
    }

    String brand(String id) {
        return acme + "/brand/" + id;
    }

    static ObjectNode lead(String id, String delivered, String firstTouch) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "lead").put("id", id).put("delivered", delivered)
                .put("channel", "web").put("true_from", delivered);
        if (firstTouch != null) {
            fact.put("first_touch", firstTouch);
        }
        return fact;
    }

    static ObjectNode parameter(String id, String place, String name, Object value, String trueFrom) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "parameter").put("id", id).put("place", place)
                .put("name", name).put("dimension", "share").put("true_from", trueFrom);
        if (value instanceof Double number) {
            fact.put("value", number);
        } else {
            fact.put("value", String.valueOf(value));
        }
        return fact;
    }

    static ObjectNode invitation(String id, String invitee, String state, String trueFrom, String... grants) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "invitation").put("id", id).put("invitee", invitee)
                .put("state", state).put("invited_by", "ada").put("true_from", trueFrom);
        for (String grant : grants) {
            fact.withArray("grants").add(grant);
        }
        return fact;
    }

    Reply recorded(String token, String scope, ObjectNode... facts) throws Exception {
        Reply reply = post("act/record", token, scope, facts(facts));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    static ObjectNode window(String from, String to) {
        ObjectNode window = JSON.createObjectNode();
        if (from != null) {
            window.put("from", from);
        }
        if (to != null) {
            window.put("to", to);
        }
        return window;
    }

    Reply speed(String scope, String brand, ObjectNode window, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        if (brand != null) {
            input.put("brand", brand);
        }
        if (window != null) {
            input.set("window", window);
        }
        return post("read/speed_to_lead", ana, scope, input.toString(), headers);
    }

    Reply parameterRead(String scope, String name, String place, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("name", name);
        if (place != null) {
            input.put("scope", place);
        }
        return post("read/parameter", ana, scope, input.toString(), headers);
    }

    /** The known-on date of a read made now: after every write so far and before any later one. */
    String knownNow() throws Exception {
        Reply card = post("read/invitations", ada, guild, "{}");
        assertThat(card.status()).as(card.text()).isEqualTo(200);
        Thread.sleep(5);
        return card.foot().get("known_on").asText();
    }

    static void assertEveryNumberHasABasis(Reply reply) {
        Map<String, String> basis = new HashMap<>();
        reply.foot().get("basis").fields().forEachRemaining(entry -> basis.put(entry.getKey(),
                entry.getValue().asText()));
        assertThat(Basis.unexplained(reply.body(), basis)).as(reply.text()).isEmpty();
        assertThat(basis.values()).allSatisfy(sentence -> assertThat(sentence).isNotBlank());
    }

    static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.forEach(item -> ids.add(item.get("id").asText()));
        return ids;
    }

    // ------------------------------------------------------------------------------------------------------ facts

    @Test
    void aLeadIsRecordedAtItsBrandAndReadAsALead() throws Exception {
        recorded(ana, brand("lf"), lead("lf-1", "2026-02-01T09:00:00Z", "2026-02-01T09:30:00Z"));

        Reply unit = post("read/unit", ana, brand("lf"), "{\"unit\":{\"id\":\"lf-1\",\"kind\":\"lead\"}}");

        assertCard(unit, 200, "Lead", brand("lf"));
        assertThat(unit.body().get("delivered").asText()).isEqualTo("2026-02-01T09:00:00Z");
        assertThat(unit.body().get("first_touch").asText()).isEqualTo("2026-02-01T09:30:00Z");
        assertThat(unit.body().get("place").asText()).isEqualTo(brand("lf"));
        assertThat(unit.body().has("present")).isFalse();
    }

    @Test
    void aFirstTouchBeforeTheDeliveryIsRefusedNamingIt() throws Exception {
        Reply reply = post("act/record", ana, brand("lf"), facts(lead("lf-ok", "2026-02-01T09:00:00Z", null),
                lead("lf-2", "2026-02-01T09:00:00Z", "2026-02-01T08:59:59Z")));
        assertThat(refusedField(reply)).isEqualTo("/facts/1/first_touch");
        assertRefusal(post("read/unit", ana, brand("lf"), "{\"unit\":{\"id\":\"lf-ok\",\"kind\":\"lead\"}}"), 404,
                "not_found");
    }

    @Test
    void aLeadWithoutADeliveryOrOutsideABrandIsRefusedNamingTheMember() throws Exception {
        ObjectNode undelivered = lead("lf-3", "2026-02-01T09:00:00Z", null);
        undelivered.remove("delivered");
        assertThat(refusedField(post("act/record", ana, brand("lf"), facts(undelivered))))
                .isEqualTo("/facts/0/delivered");
        assertThat(refusedField(post("act/record", ana, brand("lf"),
                facts(lead("lf-4", "2026-02-01T09:00:00Z", "soon"))))).isEqualTo("/facts/0/first_touch");
        assertThat(refusedField(post("act/record", ana, acme, facts(lead("lf-5", "2026-02-01T09:00:00Z", null)))))
                .isEqualTo("/facts/0/place");
    }

    @Test
    void anInvitationStateOrGrantOutsideTheirValuesIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(post("act/record", ana, acme,
                facts(invitation("if-1", "kim@example.com", "maybe", "2026-01-01", "read")))))
                .isEqualTo("/facts/0/state");
        assertThat(refusedField(post("act/record", ana, acme,
                facts(invitation("if-2", "kim@example.com", "invited", "2026-01-01", "read", "rule")))))
                .isEqualTo("/facts/0/grants/1");
        assertThat(refusedField(post("act/record", ana, acme,
                facts(invitation("if-3", "kim@example.com", "invited", "2026-01-01")))))
                .isEqualTo("/facts/0/grants");
        assertThat(refusedField(post("act/record", ana, brand("b1"),
                facts(invitation("if-4", "kim@example.com", "invited", "2026-01-01", "read")))))
                .isEqualTo("/facts/0/place");
    }

    @Test
    void aParameterValueIsANumberOrText() throws Exception {
        recorded(ana, acme, parameter("pf-text", acme, "cadence", "weekly", "2026-01-01"));
        ObjectNode yes = parameter("pf-bool", acme, "cadence", 1.0, "2026-01-01");
        yes.put("value", true);
        ObjectNode none = parameter("pf-none", acme, "cadence", 1.0, "2026-01-01");
        none.remove("value");
        assertThat(refusedField(post("act/record", ana, acme, facts(yes)))).isEqualTo("/facts/0/value");
        assertThat(refusedField(post("act/record", ana, acme, facts(none)))).isEqualTo("/facts/0/value");

        Reply unit = post("read/unit", ana, acme, "{\"unit\":{\"id\":\"pf-text\",\"kind\":\"parameter\"}}");
        assertCard(unit, 200, "Parameter", acme);
        assertThat(unit.body().get("value").asText()).isEqualTo("weekly");
    }

    @Test
    void aNumberOfAParameterUnitHasItsBasis() throws Exception {
        recorded(ana, acme, parameter("pf-number", acme, "cadence", 0.3, "2026-01-01"));
        Reply unit = post("read/unit", ana, acme, "{\"unit\":{\"id\":\"pf-number\",\"kind\":\"parameter\"}}");
        assertCard(unit, 200, "Parameter", acme);
        assertThat(unit.body().get("value").asDouble()).isEqualTo(0.3);
        assertEveryNumberHasABasis(unit);
    }

    // ------------------------------------------------------------------------------------------------ speed to lead

    static final ObjectNode Q1 = window("2026-01-01T00:00:00Z", "2026-04-01T00:00:00Z");

    @Test
    void theReadingsOfABrandAreNearestRankPercentilesOverThePopulationDeliveredInTheWindow() throws Exception {
        recorded(ana, brand("st1"),
                lead("st1-a", "2026-01-05T09:00:00Z", "2026-01-05T09:10:00Z"),
                lead("st1-b", "2026-01-06T09:00:00Z", "2026-01-06T09:20:00Z"),
                lead("st1-c", "2026-02-07T09:00:00Z", "2026-02-07T09:30:00Z"),
                lead("st1-d", "2026-02-08T09:00:00Z", "2026-02-08T09:40:00Z"),
                lead("st1-e", "2026-03-09T09:00:00Z", "2026-03-11T10:00:30Z"),
                lead("st1-untouched", "2026-03-10T09:00:00Z", null),
                lead("st1-before", "2025-12-31T23:59:59Z", "2026-01-01T00:00:01Z"),
                lead("st1-at-end", "2026-04-01T00:00:00Z", "2026-04-01T00:01:00Z"));
        recorded(ana, brand("st1x"), lead("st1x-a", "2026-01-05T09:00:00Z", "2026-01-05T09:01:00Z"));

        Reply reply = speed(brand("st1"), "st1", Q1);

        assertCard(reply, 200, "SpeedToLead", brand("st1"));
        JsonNode body = reply.body();
        assertThat(body.get("brand").asText()).isEqualTo("st1");
        assertThat(body.get("window").get("from").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(body.get("window").get("to").asText()).isEqualTo("2026-04-01T00:00:00Z");
        assertThat(body.get("leads_read").asInt()).isEqualTo(8);
        JsonNode readings = body.get("readings");
        assertThat(readings).hasSize(3);
        assertThat(readings.get(0).get("name").asText()).isEqualTo("median");
        assertThat(readings.get(0).get("percentile").asInt()).isEqualTo(50);
        assertThat(readings.get(0).get("method").asText()).isEqualTo("nearest rank");
        assertThat(readings.get(0).get("seconds").asDouble()).isEqualTo(1800.0);
        assertThat(readings.get(0).get("duration").asText()).isEqualTo("30 min");
        assertThat(readings.get(1).get("name").asText()).isEqualTo("p90");
        assertThat(readings.get(1).get("seconds").asDouble()).isEqualTo(176_430.0);
        assertThat(readings.get(1).get("duration").asText()).isEqualTo("2 d 1 h");
        assertThat(readings.get(2).get("name").asText()).isEqualTo("p95");
        assertThat(readings.get(2).get("seconds").asDouble()).isEqualTo(176_430.0);
        for (JsonNode reading : readings) {
            assertThat(reading.get("population")).isEqualTo(json("{\"delivered\":6,\"touched\":5,\"untouched\":1}"));
        }
        assertEveryNumberHasABasis(reply);
        assertThat(reply.foot().get("basis").get("/readings/1/seconds").asText())
                .contains("p90", "nearest rank", "5 touched leads", "2026-01-01T00:00:00Z..2026-04-01T00:00:00Z",
                        "as true on " + reply.foot().get("true_on").asText(),
                        "known on " + reply.foot().get("known_on").asText());
    }

    @Test
    void withNoTouchedLeadTheReadingsAreNullAndThePopulationIsStillGiven() throws Exception {
        recorded(ana, brand("st2"), lead("st2-a", "2026-01-05T09:00:00Z", null),
                lead("st2-b", "2026-01-06T09:00:00Z", null));

        Reply reply = speed(brand("st2"), "st2", Q1);

        assertCard(reply, 200, "SpeedToLead", brand("st2"));
        for (JsonNode reading : reply.body().get("readings")) {
            assertThat(reading.get("seconds").isNull()).as(reply.text()).isTrue();
            assertThat(reading.get("duration").isNull()).isTrue();
            assertThat(reading.get("population")).isEqualTo(json("{\"delivered\":2,\"touched\":0,\"untouched\":2}"));
        }
        assertEveryNumberHasABasis(reply);
        Reply empty = speed(brand("st2-none"), "st2-none", Q1);
        assertCard(empty, 200, "SpeedToLead", brand("st2-none"));
        assertThat(empty.body().get("leads_read").asInt()).isZero();
        assertThat(empty.body().get("readings").get(0).get("population"))
                .isEqualTo(json("{\"delivered\":0,\"touched\":0,\"untouched\":0}"));
    }

    @Test
    void aFirstTouchRecordedLaterChangesTheAnswerAsKnownNowButNotAsKnownBefore() throws Exception {
        recorded(ana, brand("st3"), lead("st3-a", "2026-01-10T09:00:00Z", null));
        String before = knownNow();
        ObjectNode correction = lead("st3-a", "2026-01-10T09:00:00Z", "2026-01-10T09:05:00Z");
        correction.put("true_from", "2026-01-10T09:05:00Z");
        recorded(ana, brand("st3"), correction);

        Reply now = speed(brand("st3"), "st3", Q1);
        Reply then = speed(brand("st3"), "st3", Q1, "Svc-As-Known-On", before);
        Reply earlier = speed(brand("st3"), "st3", Q1, "Svc-As-True-On", "2026-01-10T09:03:00Z");

        assertThat(now.body().get("readings").get(0).get("seconds").asDouble()).as(now.text()).isEqualTo(300.0);
        assertThat(now.body().get("readings").get(0).get("duration").asText()).isEqualTo("5 min");
        assertThat(now.body().get("readings").get(0).get("population").get("touched").asInt()).isEqualTo(1);
        assertCard(then, 200, "SpeedToLead", brand("st3"));
        assertThat(then.foot().get("known_on").asText()).isEqualTo(before);
        assertThat(then.body().get("readings").get(0).get("seconds").isNull()).as(then.text()).isTrue();
        assertThat(then.body().get("readings").get(0).get("population"))
                .isEqualTo(json("{\"delivered\":1,\"touched\":0,\"untouched\":1}"));
        assertThat(earlier.body().get("readings").get(0).get("population"))
                .as("as true before the touch it had not happened").isEqualTo(
                        json("{\"delivered\":1,\"touched\":0,\"untouched\":1}"));
        assertThat(speed(brand("st3"), "st3", Q1, "Svc-As-True-On", "2026-01-10T08:00:00Z").body()
                .get("leads_read").asInt()).as("not yet delivered").isZero();
    }

    @Test
    void aStrategyOfTheBrandReadsItsBrandsLeadsAndAnotherBrandIsNotFound() throws Exception {
        recorded(ana, brand("st4"), lead("st4-a", "2026-01-10T09:00:00Z", "2026-01-10T09:00:45Z"));

        Reply fromStrategy = speed(brand("st4") + "/strategy/s1", "st4", Q1);
        assertCard(fromStrategy, 200, "SpeedToLead", brand("st4") + "/strategy/s1");
        assertThat(fromStrategy.body().get("readings").get(0).get("seconds").asDouble()).isEqualTo(45.0);
        assertThat(fromStrategy.body().get("readings").get(0).get("duration").asText()).isEqualTo("45 s");

        Reply other = speed(brand("b1"), "st4", Q1);
        Reply missing = speed(brand("b1"), "no-such-brand", Q1);
        assertRefusal(other, 404, "not_found");
        assertSameButRun(other.json(), missing.json());
        assertRefusal(speed(otherS1, "st4", Q1), 404, "not_found");
    }

    @Test
    void aTenantScopeIsTooShallowForSpeedToLead() throws Exception {
        JsonNode refusal = assertRefusal(speed(acme, "b1", Q1), 403, "not_allowed");
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(acme + "/brand/{brand}");
    }

    @Test
    void aWindowThatIsMissingOrDoesNotEndAfterItStartsIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(speed(brand("b1"), "b1", null))).isEqualTo("/window");
        assertThat(refusedField(speed(brand("b1"), null, Q1))).isEqualTo("/brand");
        assertThat(refusedField(speed(brand("b1"), "b1", window(null, "2026-04-01T00:00:00Z"))))
                .isEqualTo("/window/from");
        assertThat(refusedField(speed(brand("b1"), "b1", window("2026-01-01T00:00:00Z", null))))
                .isEqualTo("/window/to");
        assertThat(refusedField(speed(brand("b1"), "b1", window("2026-04-01T00:00:00Z", "2026-04-01T00:00:00Z"))))
                .isEqualTo("/window/to");
        assertThat(refusedField(speed(brand("b1"), "b1", window("2026-05-01T00:00:00Z", "2026-04-01T00:00:00Z"))))
                .isEqualTo("/window/to");
        assertThat(refusedField(speed(brand("b1"), "b1", window("last week", "2026-04-01T00:00:00Z"))))
                .isEqualTo("/window/from");
    }

    // ---------------------------------------------------------------------------------------------------- parameter

    final String pb = acme + "/brand/pb";
    final String ps = pb + "/strategy/ps";

    void threeMargins() throws Exception {
        synchronized (MeasuresHttpContract.class) {
            if (parameterRead(acme, "margin", null).status() == 200) {
                return;
            }
            recorded(ana, acme, parameter("margin-tenant", acme, "margin", 0.3, "2026-01-01"),
                    parameter("margin-pb", pb, "margin", 0.25, "2026-01-01"),
                    parameter("margin-ps", ps, "margin", 0.2, "2026-01-01"));
        }
    }

    @Test
    void theNearestPlacesParameterOverridesThoseAboveIt() throws Exception {
        threeMargins();

        Reply atStrategy = parameterRead(ps, "margin", null);
        assertCard(atStrategy, 200, "Parameter", ps);
        assertThat(atStrategy.body().get("id").asText()).isEqualTo("margin-ps");
        assertThat(atStrategy.body().get("name").asText()).isEqualTo("margin");
        assertThat(atStrategy.body().get("value").asDouble()).isEqualTo(0.2);
        assertThat(atStrategy.body().get("dimension").asText()).isEqualTo("share");
        assertThat(atStrategy.body().get("place").asText()).isEqualTo(ps);
        assertThat(atStrategy.body().get("true_from").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(atStrategy.body().get("version").asInt()).isEqualTo(1);
        assertEveryNumberHasABasis(atStrategy);

        assertThat(parameterRead(pb + "/strategy/other", "margin", null).body().get("place").asText()).isEqualTo(pb);
        assertThat(parameterRead(brand("b1"), "margin", null).body().get("place").asText()).isEqualTo(acme);
        assertThat(parameterRead(acme, "margin", pb).body().get("value").asDouble()).isEqualTo(0.25);
        assertThat(parameterRead(acme, "margin", pb + "/strategy/other").body().get("id").asText())
                .isEqualTo("margin-pb");
        assertThat(parameterRead(ps, "margin", acme).body().get("id").asText())
                .as("a scope above the call's, on its line").isEqualTo("margin-tenant");
    }

    @Test
    void aVersionCountsTheStatementsTrueByTheTrueOnDateAsKnownOnTheKnownOnDate() throws Exception {
        String place = acme + "/brand/pv";
        recorded(ana, place, parameter("pv-rate", place, "rate", 10.0, "2026-01-01"));
        String before = knownNow();
        recorded(ana, place, parameter("pv-rate", place, "rate", 12.0, "2026-03-01"));

        Reply april = parameterRead(place, "rate", null, "Svc-As-True-On", "2026-04-01");
        Reply february = parameterRead(place, "rate", null, "Svc-As-True-On", "2026-02-01");
        Reply aprilAsKnownBefore = parameterRead(place, "rate", null, "Svc-As-True-On", "2026-04-01",
                "Svc-As-Known-On", before);

        assertCard(april, 200, "Parameter", place);
        assertThat(april.body().get("value").asDouble()).isEqualTo(12.0);
        assertThat(april.body().get("version").asInt()).isEqualTo(2);
        assertThat(april.body().get("true_from").asText()).isEqualTo("2026-03-01T00:00:00Z");
        assertThat(april.foot().get("basis").get("/version").asText()).contains("counted", "pv-rate");
        assertThat(february.body().get("value").asDouble()).isEqualTo(10.0);
        assertThat(february.body().get("version").asInt()).isEqualTo(1);
        assertThat(aprilAsKnownBefore.body().get("value").asDouble()).isEqualTo(10.0);
        assertThat(aprilAsKnownBefore.body().get("version").asInt()).isEqualTo(1);
        assertThat(aprilAsKnownBefore.body().get("true_from").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertRefusal(parameterRead(place, "rate", null, "Svc-As-True-On", "2025-12-01"), 404, "not_found");
    }

    @Test
    void noParameterOfTheNameIsNotFoundAndAScopeOffTheCallsLineIsNotFoundAlike() throws Exception {
        threeMargins();
        Reply none = parameterRead(ps, "no-such-parameter", null);
        Reply offLine = parameterRead(brand("b1"), "margin", pb);
        Reply elsewhere = parameterRead(acme, "margin", otherTenant);
        assertRefusal(none, 404, "not_found");
        assertRefusal(offLine, 404, "not_found");
        assertRefusal(elsewhere, 404, "not_found");
        assertSameButRun(none.json(), offLine.json());
    }

    @Test
    void aParameterInputWithoutANameOrWithAMalformedScopeIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(post("read/parameter", ana, acme, "{\"scope\":\"" + acme + "\"}"))).isEqualTo("/name");
        assertThat(refusedField(parameterRead(acme, "margin", "brand/pb"))).isEqualTo("/scope");
        assertThat(refusedField(post("read/parameter", ana, acme, "{\"name\":\"margin\",\"scope\":7}")))
                .isEqualTo("/scope");
    }

    // -------------------------------------------------------------------------------------------------- invitations

    List<JsonNode> invitationsOf(String prefix, String... headers) throws Exception {
        Reply reply = post("read/invitations", ada, guild, "{}", headers);
        assertCard(reply, 200, "[Invitation]", guild);
        List<JsonNode> mine = new ArrayList<>();
        reply.body().forEach(invitation -> {
            if (invitation.get("id").asText().startsWith(prefix)) {
                mine.add(invitation);
            }
        });
        return mine;
    }

    @Test
    void theTenantsInvitationsAreListedByIdWithTheirStatesAndSinceWhenOnBothDates() throws Exception {
        recorded(ada, guild, invitation("iv1-b", "bea@example.com", "invited", "2026-01-01", "read"),
                invitation("iv1-a", "al@example.com", "invited", "2026-01-01", "read", "ask"));
        String before = knownNow();
        recorded(ada, guild, invitation("iv1-a", "al@example.com", "accepted", "2026-02-01", "read", "ask"));

        List<JsonNode> now = invitationsOf("iv1-");
        List<JsonNode> january = invitationsOf("iv1-", "Svc-As-True-On", "2026-01-15");
        List<JsonNode> asKnownBefore = invitationsOf("iv1-", "Svc-As-Known-On", before);

        assertThat(ids(JSON.valueToTree(now))).containsExactly("iv1-a", "iv1-b");
        JsonNode accepted = now.get(0);
        assertThat(accepted.fieldNames()).toIterable()
                .containsExactlyInAnyOrder("id", "invitee", "grants", "state", "invited_by", "since");
        assertThat(accepted.get("invitee").asText()).isEqualTo("al@example.com");
        assertThat(accepted.get("grants")).isEqualTo(json("[\"read\",\"ask\"]"));
        assertThat(accepted.get("invited_by").asText()).isEqualTo("ada");
        assertThat(accepted.get("state").asText()).isEqualTo("accepted");
        assertThat(accepted.get("since").asText()).isEqualTo("2026-02-01T00:00:00Z");
        assertThat(january.get(0).get("state").asText()).isEqualTo("invited");
        assertThat(january.get(0).get("since").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(asKnownBefore.get(0).get("state").asText()).isEqualTo("invited");
        assertThat(asKnownBefore.get(0).get("since").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(invitationsOf("iv1-", "Svc-As-True-On", "2025-12-01")).isEmpty();
    }

    @Test
    void aStatementThatKeepsTheStateDoesNotMoveItsSince() throws Exception {
        recorded(ada, guild, invitation("iv2-a", "cy@example.com", "invited", "2026-01-01", "read"));
        recorded(ada, guild, invitation("iv2-a", "cy@example.com", "invited", "2026-01-20", "read", "act"));
        recorded(ada, guild, invitation("iv2-a", "cy@example.com", "revoked", "2026-03-01", "read", "act"));

        assertThat(invitationsOf("iv2-", "Svc-As-True-On", "2026-02-01").get(0).get("since").asText())
                .isEqualTo("2026-01-01T00:00:00Z");
        assertThat(invitationsOf("iv2-", "Svc-As-True-On", "2026-02-01").get(0).get("grants"))
                .isEqualTo(json("[\"read\",\"act\"]"));
        JsonNode revoked = invitationsOf("iv2-").get(0);
        assertThat(revoked.get("state").asText()).isEqualTo("revoked");
        assertThat(revoked.get("since").asText()).isEqualTo("2026-03-01T00:00:00Z");
    }

    @Test
    void invitationsNeedTheAdminGrantAndStayInTheirTenant() throws Exception {
        JsonNode refusal = assertRefusal(post("read/invitations", ana, acme, "{}"), 403, "not_allowed");
        assertThat(refusal.get("scope_needed").asText()).isNotBlank();
        recorded(ada, guild, invitation("iv3-a", "di@example.com", "invited", "2026-01-01", "read"));
        Reply atBrand = post("read/invitations", ada, guild + "/brand/g1", "{}");
        assertCard(atBrand, 200, "[Invitation]", guild + "/brand/g1");
        assertThat(atBrand.body()).isEmpty();
        assertThat(refusedField(post("read/invitations", ada, guild, "{\"tenant\":\"other\"}"))).isEqualTo("/tenant");
    }
}
