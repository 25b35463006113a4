package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import svc.gateway.register.Contract;

/**
 * The platform's HTTP contract (design.md: Wire, Card, Refusal, Scope, Time, Changes), through the real server over
 * real HTTP. Every test runs once per database: {@link H2HttpTest} and {@link PostgresHttpTest} name the database;
 * all the tests of each share its kind's server (in the class's own tenants), so every test uses its own hypothesis
 * ids.
 */
abstract class HttpContract extends HttpSupport {

    // ---------------------------------------------------------------------------------------------------- 1. card

    @Test
    void recordAnswersACardWithTheRecordedUnitsAndAFullFoot() throws Exception {
        Reply reply = record(ana, s1, "h-card", "2026-01-01");

        assertCard(reply, 200, "Recorded", s1);
        assertThat(reply.body())
                .isEqualTo(json("{\"recorded\":1,\"units\":[{\"id\":\"h-card\",\"kind\":\"hypothesis\"}]}"));
        JsonNode foot = reply.foot();
        assertThat(foot.get("basis").has("/recorded")).as(foot.toString()).isTrue();
        assertThat(foot.get("basis").get("/recorded").asText()).isNotBlank();
        assertThat(Instant.parse(foot.get("true_on").asText())).isNotNull();
        assertThat(Instant.parse(foot.get("known_on").asText())).isNotNull();
        assertThat(foot.has("note")).isFalse();
    }

    @Test
    void readCardsNameTheirBodyTypeAndTheDatesAskedFor() throws Exception {
        record(ana, s1, "h-readcard", "2026-01-01");

        Reply unit = unit(ana, s1, "h-readcard", "Svc-As-True-On", "2026-02-15");
        assertCard(unit, 200, "Hypothesis", s1);
        assertThat(unit.foot().get("true_on").asText()).isEqualTo("2026-02-15T00:00:00Z");
        assertThat(unit.foot().get("basis").size()).isZero();

        Reply history = history(ana, acme, "h-readcard");
        assertCard(history, 200, "[HistoryEntry]", acme);
        assertThat(history.foot().get("card").asText()).isEqualTo("ui://svc/cards/HistoryEntry");
        assertThat(history.body().isArray()).isTrue();
        assertThat(history.foot().get("basis").has("/0/seq")).isTrue();

        Reply why = why(ana, acme, "h-readcard");
        assertCard(why, 200, "WhyAnswer", acme);
        assertThat(why.foot().get("basis").has("/chain/0/seq")).isTrue();
        assertThat(why.foot().get("basis").has("/first_cause/seq")).isTrue();
    }

    @Test
    void everyAnswerAndEveryRefusalCarriesTheContractAndRunHeaders() throws Exception {
        List<Reply> replies = List.of(
                record(ana, s1, "h-headers", null),
                unit(ana, s1, "h-headers"),
                settle(ana, s1, "h-headers", "maybe", "x"),
                post("read/unit", null, s1, MISSING_UNIT),
                post("read/unit", bo, s1, MISSING_UNIT),
                unit(ana, s1, "h-no-such"),
                get("read/unit", ana, s1));
        List<Integer> statuses = replies.stream().map(Reply::status).toList();
        assertThat(statuses).containsExactly(200, 200, 400, 401, 403, 404, 405);
        Set<String> runs = new java.util.HashSet<>();
        for (Reply reply : replies) {
            assertThat(reply.header("Svc-Contract")).as(reply.toString()).isEqualTo(Contract.HASH)
                    .matches("[0-9a-f]{16}");
            assertThat(reply.header("Svc-Run")).as(reply.toString()).isNotBlank();
            JsonNode run = reply.status() == 200 ? reply.foot().get("run") : reply.json().get("run");
            assertThat(run.asText()).isEqualTo(reply.header("Svc-Run"));
            runs.add(reply.header("Svc-Run"));
        }
        assertThat(runs).as("each call has its own run id").hasSize(replies.size());
    }

    // -------------------------------------------------------------------------------------- 2. settle, history, why

    @Test
    void settledHypothesisShowsItsStandingHistoryAndWhy() throws Exception {
        Reply recorded = record(ana, s1, "h-settle", "2026-01-01");
        assertThat(recorded.status()).isEqualTo(200);
        Reply settled = settle(ana, s1, "h-settle", "supported", "March cohort converted 2x");
        assertCard(settled, 200, "Hypothesis", s1);

        Reply unit = unit(ana, s1, "h-settle");
        assertCard(unit, 200, "Hypothesis", s1);
        assertThat(unit.body().get("id").asText()).isEqualTo("h-settle");
        assertThat(unit.body().get("claim").asText()).isEqualTo("Claim of h-settle");
        assertThat(unit.body().get("standing").asText()).isEqualTo("supported");
        assertThat(unit.body().get("on").asText()).isEqualTo("March cohort converted 2x");
        assertThat(unit.body().get("settled_by").asText()).isEqualTo(anaId);

        Reply history = history(ana, s1, "h-settle");
        assertCard(history, 200, "[HistoryEntry]", s1);
        JsonNode entries = history.body();
        assertThat(entries).hasSize(2);
        JsonNode first = entries.get(0);
        JsonNode second = entries.get(1);
        for (JsonNode entry : entries) {
            assertThat(entry.fieldNames()).toIterable()
                    .contains("event", "seq", "true_from", "known_on", "by", "because", "payload");
        }
        assertThat(first.get("event").asText()).isEqualTo("HypothesisRecorded");
        assertThat(first.get("seq").asLong()).isZero();
        assertThat(first.get("true_from").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(first.get("by").asText()).isEqualTo(anaId);
        assertThat(first.get("because").asText()).isNotBlank();
        assertThat(first.get("payload").get("claim").asText()).isEqualTo("Claim of h-settle");
        assertThat(first.get("payload").get("place").asText()).isEqualTo(s1);
        assertThat(first.get("run").asText()).isEqualTo(recorded.header("Svc-Run"));

        assertThat(second.get("event").asText()).isEqualTo("HypothesisSettled");
        assertThat(second.get("seq").asLong()).isEqualTo(1);
        assertThat(second.get("by").asText()).isEqualTo(anaId);
        assertThat(second.get("because").asText()).contains("supported").contains("March cohort converted 2x");
        assertThat(second.get("payload").get("standing").asText()).isEqualTo("supported");
        assertThat(second.get("run").asText()).isEqualTo(settled.header("Svc-Run"));
        assertThat(Instant.parse(second.get("known_on").asText()))
                .isAfter(Instant.parse(first.get("known_on").asText()));
        assertThat(Instant.parse(second.get("true_from").asText()))
                .isAfterOrEqualTo(Instant.parse(recorded.foot().get("true_on").asText()));

        Reply why = why(ana, s1, "h-settle");
        assertCard(why, 200, "WhyAnswer", s1);
        JsonNode chain = why.body().get("chain");
        assertThat(chain).hasSize(2);
        assertThat(why.body().get("unit")).isEqualTo(json("{\"id\":\"h-settle\",\"kind\":\"hypothesis\"}"));
        assertThat(chain.get(0).get("event").asText()).isEqualTo("HypothesisSettled");
        assertThat(chain.get(0).get("cause").asText()).isEqualTo("person's call");
        assertThat(chain.get(0).get("by").asText()).isEqualTo(anaId);
        assertThat(chain.get(1).get("event").asText()).isEqualTo("HypothesisRecorded");
        assertThat(chain.get(1).get("cause").asText()).isEqualTo("recorded fact");
        assertThat(why.body().get("first_cause")).isEqualTo(chain.get(1));
    }

    @Test
    void settleAnswersTheHypothesisAsTheSettleLeftIt() throws Exception {
        record(ana, s1, "h-settle-answer", "2026-01-01");

        Reply settled = settle(ana, s1, "h-settle-answer", "refuted", "no lift in April");

        assertCard(settled, 200, "Hypothesis", s1);
        assertThat(settled.body().get("standing").asText()).as(settled.text()).isEqualTo("refuted");
        assertThat(settled.body().get("on").asText()).isEqualTo("no lift in April");
        assertThat(settled.body().get("settled_by").asText()).isEqualTo(anaId);
        Reply history = history(ana, s1, "h-settle-answer");
        assertThat(Instant.parse(settled.foot().get("known_on").asText()))
                .as("the answer is as known once the change was recorded")
                .isAfterOrEqualTo(Instant.parse(history.body().get(1).get("known_on").asText()));
    }

    // -------------------------------------------------------------------------------------------------- 3. time

    @Test
    void readsAnswerAsTrueOnAndAsKnownOnAcrossARetroactiveSettle() throws Exception {
        assertThat(record(ana, s1, "h-time", "2026-01-01").status()).isEqualTo(200);
        assertThat(settle(ana, s1, "h-time", "supported", "March", "Svc-As-True-On", "2026-03-01").status())
                .isEqualTo(200);
        Reply between = history(ana, s1, "h-time");
        assertThat(between.body()).hasSize(2);
        String k1 = between.foot().get("known_on").asText();
        Thread.sleep(5);
        Reply retro = settle(ana, s1, "h-time", "refuted", "February, looked again", "Svc-As-True-On", "2026-02-01");
        assertThat(retro.status()).as(retro.text()).isEqualTo(200);
        assertThat(retro.foot().get("true_on").asText()).isEqualTo("2026-02-01T00:00:00Z");

        assertThat(standing(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-02-15"))).isEqualTo("refuted");
        assertThat(standing(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-02-15", "Svc-As-Known-On", k1)))
                .isEqualTo("under test");
        assertThat(standing(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-03-15", "Svc-As-Known-On", k1)))
                .isEqualTo("supported");
        assertThat(standing(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-03-15")))
                .as("a retroactive settle does not override a later one").isEqualTo("supported");
        assertThat(standing(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-01-15"))).isEqualTo("under test");
        assertRefusal(unit(ana, s1, "h-time", "Svc-As-True-On", "2025-12-01"), 404, "not_found");

        Reply asKnownThen = history(ana, s1, "h-time", "Svc-As-Known-On", k1);
        assertCard(asKnownThen, 200, "[HistoryEntry]", s1);
        assertThat(asKnownThen.foot().get("known_on").asText()).isEqualTo(k1);
        assertThat(asKnownThen.body()).hasSize(2);
        Reply asKnownNow = history(ana, s1, "h-time");
        assertThat(asKnownNow.body()).hasSize(3);
        assertThat(asKnownNow.body().get(2).get("true_from").asText()).isEqualTo("2026-02-01T00:00:00Z");
        assertThat(why(ana, s1, "h-time", "Svc-As-Known-On", k1).body().get("chain")).hasSize(2);

        assertThat(unit(ana, s1, "h-time", "Svc-As-True-On", "2026-02-15", "Svc-As-Known-On", k1).body())
                .as("an answer as known on a past date does not change after new events")
                .isEqualTo(json("{\"id\":\"h-time\",\"claim\":\"Claim of h-time\",\"standing\":\"under test\","
                        + "\"on\":null,\"settled_by\":null,\"place\":\"" + s1 + "\"}"));
    }

    @Test
    void aKnownOnLaterThanNowReadsAsNowAndTheFootSaysSo() throws Exception {
        record(ana, s1, "h-future", "2026-01-01");
        settle(ana, s1, "h-future", "cannot tell", "too few leads", "Svc-As-True-On", "2026-03-01");
        Instant before = Instant.now();

        Reply future = unit(ana, s1, "h-future", "Svc-As-True-On", "2026-03-15", "Svc-As-Known-On",
                "2999-01-01T00:00:00Z");

        assertCard(future, 200, "Hypothesis", s1);
        assertThat(standing(future)).isEqualTo("cannot tell");
        Instant knownOn = Instant.parse(future.foot().get("known_on").asText());
        assertThat(knownOn).isBetween(before.minusSeconds(5), Instant.now().plusSeconds(5));
        assertThat(future.foot().get("note").asText()).contains("2999");
        assertThat(unit(ana, s1, "h-future").foot().has("note")).isFalse();
    }

    @Test
    void aPlainDateMeansTheStartOfThatDayInUtc() throws Exception {
        record(ana, s1, "h-date", "2026-01-01T00:00:00Z");
        settle(ana, s1, "h-date", "supported", "noon", "Svc-As-True-On", "2026-03-01T12:00:00+02:00");

        Reply morning = unit(ana, s1, "h-date", "Svc-As-True-On", "2026-03-01T09:59:59Z");
        Reply noon = unit(ana, s1, "h-date", "Svc-As-True-On", "2026-03-01T10:00:00Z");
        Reply day = unit(ana, s1, "h-date", "Svc-As-True-On", "2026-03-01");

        assertThat(standing(morning)).isEqualTo("under test");
        assertThat(standing(noon)).isEqualTo("supported");
        assertThat(day.foot().get("true_on").asText()).isEqualTo("2026-03-01T00:00:00Z");
        assertThat(standing(day)).isEqualTo("under test");
    }

    @Test
    void aFactWithoutTrueFromHoldsFromTheCallsTrueOnUntilItsTrueTo() throws Exception {
        Reply recorded = post("act/record", ana, s1, facts(fact("h-from-header", null, null)),
                "Svc-As-True-On", "2026-01-10");
        assertCard(recorded, 200, "Recorded", s1);
        assertThat(recorded.foot().get("true_on").asText()).isEqualTo("2026-01-10T00:00:00Z");
        ObjectNode ending = fact("h-ending", "2026-01-01", null).put("true_to", "2026-02-01");
        assertThat(post("act/record", ana, s1, facts(ending)).status()).isEqualTo(200);

        assertThat(history(ana, s1, "h-from-header").body().get(0).get("true_from").asText())
                .isEqualTo("2026-01-10T00:00:00Z");
        assertRefusal(unit(ana, s1, "h-from-header", "Svc-As-True-On", "2026-01-09T23:59:59Z"), 404, "not_found");
        assertThat(standing(unit(ana, s1, "h-from-header", "Svc-As-True-On", "2026-01-10"))).isEqualTo("under test");
        assertThat(standing(unit(ana, s1, "h-ending", "Svc-As-True-On", "2026-01-31T23:59:59Z")))
                .isEqualTo("under test");
        assertRefusal(unit(ana, s1, "h-ending", "Svc-As-True-On", "2026-02-01"), 404, "not_found");
    }

    @Test
    void settlingAfterTheHypothesisEndedIsRefusedAndRecordsNothing() throws Exception {
        ObjectNode ended = fact("h-ended", "2026-01-01", null).put("true_to", "2026-02-01");
        assertThat(post("act/record", ana, s1, facts(ended)).status()).isEqualTo(200);

        Reply settled = settle(ana, s1, "h-ended", "supported", "too late", "Svc-As-True-On", "2026-03-01");

        assertThat(settled.status()).as(settled.text()).isEqualTo(400);
        assertThat(history(ana, s1, "h-ended").body()).as("a refused call records nothing").hasSize(1);
    }

    // ----------------------------------------------------------------------------------------------- 4. 400 refusals

    @Test
    void anUnknownMemberIsRefusedNamingIt() throws Exception {
        JsonNode refusal = assertRefusal(post("act/settle", ana, s1,
                "{\"hypothesis\":\"h-x\",\"standing\":\"supported\",\"on\":\"t\",\"bogus\":1}"), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/bogus");
        assertThat(refusal.get("detail").asText()).contains("bogus");
    }

    @Test
    void anEmptyOrBlankOnIsRefusedNamingIt() throws Exception {
        record(ana, s1, "h-blank-on", "2026-01-01");
        for (String on : List.of("", "   ")) {
            JsonNode refusal = assertRefusal(settle(ana, s1, "h-blank-on", "supported", on), 400, "invalid_input");
            assertThat(refusal.get("field").asText()).isEqualTo("/on");
        }
        assertThat(standing(unit(ana, s1, "h-blank-on"))).isEqualTo("under test");
    }

    @Test
    void aBodyThatIsNotJsonIsRefused() throws Exception {
        JsonNode refusal = assertRefusal(post("act/settle", ana, s1, "{\"hypothesis\": h-x"), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEmpty();
    }

    @Test
    void aMalformedTrueOnIsRefusedNamingTheHeader() throws Exception {
        JsonNode refusal = assertRefusal(settle(ana, s1, "h-x", "supported", "t", "Svc-As-True-On", "yesterday"),
                400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("Svc-As-True-On");
        JsonNode onRead = assertRefusal(unit(ana, s1, "h-x", "Svc-As-True-On", "2026-13-01"), 400, "invalid_input");
        assertThat(onRead.get("field").asText()).isEqualTo("Svc-As-True-On");
    }

    @Test
    void aMissingScopeIsRefusedNamingTheHeader() throws Exception {
        JsonNode refusal = assertRefusal(post("read/unit", ana, null, MISSING_UNIT), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("Svc-Scope");
    }

    @Test
    void aMalformedScopeIsRefusedNamingTheHeader() throws Exception {
        for (String scope : List.of("acme", "tenant/acme/strategy/s1", "tenant/ac me", "tenant/acme/brand/")) {
            JsonNode refusal = assertRefusal(post("read/unit", ana, scope, MISSING_UNIT), 400, "invalid_input");
            assertThat(refusal.get("field").asText()).as(scope).isEqualTo("Svc-Scope");
        }
    }

    @Test
    void aKnownOnOnAChangeIsRefusedNamingTheHeader() throws Exception {
        record(ana, s1, "h-knownon", "2026-01-01");
        JsonNode refusal = assertRefusal(settle(ana, s1, "h-knownon", "supported", "t", "Svc-As-Known-On",
                "2026-01-02"), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("Svc-As-Known-On");
        assertThat(history(ana, s1, "h-knownon").body()).hasSize(1);
    }

    @Test
    void aFactOfAKindThatIsNotRecordedIsRefusedNamingItsKind() throws Exception {
        JsonNode refusal = assertRefusal(post("act/record", ana, b1,
                "{\"facts\":[{\"kind\":\"deepening\",\"id\":\"d1\"}]}"),
                400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/facts/0/kind");
    }

    @Test
    void aFactPlacedOutsideTheCallsScopeIsRefusedNamingItsPlace() throws Exception {
        JsonNode refusal = assertRefusal(post("act/record", ana, s1, facts(fact("h-elsewhere", null, s2))),
                400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/facts/0/place");
        assertRefusal(unit(ana, acme, "h-elsewhere"), 404, "not_found");
    }

    @Test
    void settlingFromBeforeTheHypothesisIsTrueIsRefusedNamingTrueOn() throws Exception {
        record(ana, s1, "h-early", "2026-01-01");
        JsonNode refusal = assertRefusal(settle(ana, s1, "h-early", "supported", "t", "Svc-As-True-On", "2025-12-31"),
                400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("Svc-As-True-On");
        assertThat(history(ana, s1, "h-early").body()).hasSize(1);
    }

    @Test
    void aRefusedCallRecordsNothing() throws Exception {
        record(ana, s1, "h-refused", "2026-01-01");
        JsonNode before = history(ana, s1, "h-refused").body();
        assertThat(before).hasSize(1);

        List<Reply> refused = List.of(
                settle(ana, s1, "h-refused", "maybe", "t"),
                post("act/settle", ana, s1, "{\"hypothesis\":\"h-refused\",\"standing\":\"supported\"}"),
                post("act/settle", ana, s1,
                        "{\"hypothesis\":\"h-refused\",\"standing\":\"supported\",\"on\":\"t\",\"x\":1}"),
                settle(ana, s1, "h-refused", "supported", "t", "Svc-As-True-On", "2025-06-01"),
                settle(ana, s1, "h-refused", "supported", "t", "Svc-As-Known-On", "2026-01-02"),
                settle(ana, s1, "h-refused", "supported", "t", "Svc-As-True-On", "soon"),
                settle(ana, acme, "h-refused", "supported", "t"),
                settle(rita, s1, "h-refused", "supported", "t"),
                settle(null, s1, "h-refused", "supported", "t"),
                post("act/settle", ana, s1, "{\"hypothesis\":\"h-refused\",\"standing\":\"supported\",\"on\":\"t\"}",
                        "Content-Type", "text/plain"),
                post("act/record", ana, s1, facts(fact("h-refused-batch", null, null),
                        fact("h-refused-batch-2", null, s2))));
        assertThat(refused.stream().map(Reply::status).toList())
                .containsExactly(400, 400, 400, 400, 400, 400, 403, 403, 401, 415, 400);

        assertThat(history(ana, s1, "h-refused").body()).isEqualTo(before);
        assertThat(standing(unit(ana, s1, "h-refused"))).isEqualTo("under test");
        assertRefusal(unit(ana, s1, "h-refused-batch"), 404, "not_found");
    }

    // ------------------------------------------------------------------------------------------- 5. other refusals

    @Test
    void aBodyOverOneMebibyteIsRefusedAsTooLarge() throws Exception {
        String big = "{\"hypothesis\":\"" + "x".repeat(1024 * 1024) + "\",\"standing\":\"supported\",\"on\":\"t\"}";
        assertRefusal(post("act/settle", ana, s1, big), 413, "too_large");
    }

    @Test
    void aBodyOfExactlyTheLimitIsRead() throws Exception {
        String head = "{\"unit\":{\"id\":\"no-such-unit\",\"kind\":\"hypothesis\"}}";
        String padded = head + " ".repeat(1024 * 1024 - head.length());
        assertRefusal(post("read/unit", ana, s1, padded), 404, "not_found");
    }

    @Test
    void aBodyThatIsNotJsonMediaIsRefusedAsUnsupported() throws Exception {
        assertRefusal(post("read/unit", ana, s1, MISSING_UNIT, "Content-Type", "text/plain"), 415,
                "unsupported_media");
        assertRefusal(post("read/unit", ana, s1, MISSING_UNIT, "Content-Type", "application/xml"), 415,
                "unsupported_media");
        assertThat(post("read/unit", ana, s1, MISSING_UNIT, "Content-Type", "application/json; charset=utf-8")
                .status()).isEqualTo(404);
    }

    @Test
    void anotherMethodOnARouteIsRefusedAsNotAllowed() throws Exception {
        Reply reply = get("read/unit", ana, s1);
        assertRefusal(reply, 405, "method_not_allowed");
        assertThat(reply.header("Allow")).isEqualTo("POST");
        assertRefusal(send(request("act/settle", ana, s1).method("PUT",
                HttpRequest.BodyPublishers.ofString("{}")).build()), 405, "method_not_allowed");
    }

    @Test
    void anUnknownRouteIsRefusedAsNotFound() throws Exception {
        assertRefusal(post("read/nothing_here", ana, s1, "{}"), 404, "not_found");
        assertRefusal(post("nowhere/unit", ana, s1, "{}"), 404, "not_found");
    }

    @Test
    void aPathOfAnotherShapeIsRefusedAsNotFound() throws Exception {
        assertRefusal(send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/read/unit/more"))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + ana)
                .header("Svc-Scope", s1).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(MISSING_UNIT)).build()), 404, "not_found");
        assertRefusal(send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v2/read/unit"))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + ana)
                .header("Svc-Scope", s1).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(MISSING_UNIT)).build()), 404, "not_found");
    }

    // ------------------------------------------------------------------------------------------------------ 6. auth

    @Test
    void aCallWithoutATokenIsRefusedNamingTheSignInAddress() throws Exception {
        Reply reply = post("read/unit", null, s1, MISSING_UNIT);
        JsonNode refusal = assertRefusal(reply, 401, "no_session");
        String authUrl = refusal.get("auth_url").asText();
        assertThat(authUrl).isNotBlank();
        assertThat(reply.header("WWW-Authenticate")).contains("Bearer", "realm=\"svc\"",
                "auth_url=\"" + authUrl + "\"");
    }

    @Test
    void aTokenSignedWithAnotherKeyIsRefused() throws Exception {
        RSAKey stranger = new RSAKeyGenerator(2048).keyID(signingKeys.current().getKeyID()).generate();
        String token = signed(stranger, "svc-built-in", "svc", Instant.now().plusSeconds(600));
        assertUnauthenticated(post("read/unit", token, s1, MISSING_UNIT));
    }

    @Test
    void anExpiredTokenIsRefused() throws Exception {
        String expired = tokens.issue(anaId, Duration.ofMinutes(-10));
        assertUnauthenticated(post("read/unit", expired, s1, MISSING_UNIT));
    }

    @Test
    void aTokenFromAnotherIssuerIsRefused() throws Exception {
        Instant exp = Instant.now().plusSeconds(600);
        assertThat(post("read/unit", signed(signingKeys.current(), "svc-built-in", "svc", exp), s1, MISSING_UNIT)
                .status()).as("the same token from the built-in issuer is taken").isEqualTo(404);
        assertUnauthenticated(post("read/unit", signed(signingKeys.current(), "https://elsewhere.example", "svc", exp),
                s1, MISSING_UNIT));
    }

    @Test
    void aTokenForAnotherAudienceIsRefused() throws Exception {
        String token = signed(signingKeys.current(), "svc-built-in", "someone-else", Instant.now().plusSeconds(600));
        assertUnauthenticated(post("read/unit", token, s1, MISSING_UNIT));
    }

    @Test
    void anUnsignedTokenIsRefused() throws Exception {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        long now = Instant.now().getEpochSecond();
        String header = b64.encodeToString("{\"alg\":\"none\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String claims = b64.encodeToString(("{\"iss\":\"svc-built-in\",\"aud\":\"svc\",\"sub\":\"" + anaId
                + "\",\"iat\":" + now + ",\"nbf\":" + now + ",\"exp\":" + (now + 600) + "}")
                .getBytes(StandardCharsets.UTF_8));
        assertUnauthenticated(post("read/unit", header + "." + claims + ".", s1, MISSING_UNIT));
    }

    @Test
    void aMalformedTokenIsRefused() throws Exception {
        assertUnauthenticated(post("read/unit", "not-a-token", s1, MISSING_UNIT));
    }

    @Test
    void aCallerWithoutAGrantIsRefusedWithTheReasonAndTheScopeNeeded() throws Exception {
        JsonNode refusal = assertRefusal(post("read/unit", bo, s1, MISSING_UNIT), 403, "not_allowed");
        assertThat(refusal.get("reason").asText()).isNotBlank().contains("read");
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(s1);
    }

    @Test
    void aReadGrantDoesNotAllowAChange() throws Exception {
        record(ana, s1, "h-rita", "2026-01-01");
        assertThat(unit(rita, s1, "h-rita").status()).isEqualTo(200);
        JsonNode refusal = assertRefusal(settle(rita, s1, "h-rita", "supported", "t"), 403, "not_allowed");
        assertThat(refusal.get("reason").asText()).contains("act");
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(s1);
        assertThat(history(ana, s1, "h-rita").body()).hasSize(1);
    }

    @Test
    void aStrategyRouteCalledWithATenantScopeIsRefusedNamingTheDeeperScope() throws Exception {
        JsonNode refusal = assertRefusal(settle(ana, acme, "h-x", "supported", "t"), 403, "not_allowed");
        assertThat(refusal.get("reason").asText()).isNotBlank();
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(acme + "/brand/{brand}/strategy/{strategy}");
        JsonNode brand = assertRefusal(settle(ana, b1, "h-x", "supported", "t"), 403,
                "not_allowed");
        assertThat(brand.get("scope_needed").asText()).isEqualTo(b1 + "/strategy/{strategy}");
    }

    @Test
    void aUnitThatDoesNotExistIsNotFound() throws Exception {
        assertRefusal(unit(ana, s1, "h-never"), 404, "not_found");
        assertRefusal(history(ana, s1, "h-never"), 404, "not_found");
        assertRefusal(why(ana, s1, "h-never"), 404, "not_found");
        assertRefusal(settle(ana, s1, "h-never", "supported", "t"), 404, "not_found");
        JsonNode missing = assertRefusal(unit(ana, s1, "h-never"), 404, "not_found");
        JsonNode otherKind = assertRefusal(post("read/unit", ana, s1,
                "{\"unit\":{\"id\":\"h-never\",\"kind\":\"publishing\"}}"), 404, "not_found");
        assertSameButRun(otherKind, missing);
    }

    @Test
    void aUnitOfAnotherTenantIsNotFoundJustAsAMissingOne() throws Exception {
        assertThat(record(ana, otherS1, "h-tenant", "2026-01-01").status()).isEqualTo(200);
        assertThat(unit(ana, otherS1, "h-tenant").status()).isEqualTo(200);

        for (String route : List.of("read/unit", "read/history", "read/why")) {
            JsonNode missing = assertRefusal(post(route, ana, s1, unitInput("h-never")), 404, "not_found");
            JsonNode hidden = assertRefusal(post(route, ana, s1, unitInput("h-tenant")), 404, "not_found");
            assertSameButRun(hidden, missing);
        }
        JsonNode settled = assertRefusal(settle(ana, s1, "h-tenant", "supported", "t"), 404, "not_found");
        assertSameButRun(settled, assertRefusal(settle(ana, s1, "h-never", "supported", "t"), 404, "not_found"));
        assertThat(history(ana, otherS1, "h-tenant").body()).hasSize(1);
    }

    @Test
    void aUnitOfAnotherStrategyIsNotFoundJustAsAMissingOne() throws Exception {
        assertThat(record(ana, s2, "h-strategy", "2026-01-01").status()).isEqualTo(200);
        assertThat(unit(ana, acme, "h-strategy").status()).as("seen from the tenant").isEqualTo(200);

        for (String route : List.of("read/unit", "read/history", "read/why")) {
            JsonNode missing = assertRefusal(post(route, ana, s1, unitInput("h-never")), 404, "not_found");
            JsonNode hidden = assertRefusal(post(route, ana, s1, unitInput("h-strategy")), 404, "not_found");
            assertSameButRun(hidden, missing);
        }
        assertRefusal(settle(ana, s1, "h-strategy", "supported", "t"), 404, "not_found");
        assertThat(history(ana, s2, "h-strategy").body()).hasSize(1);
    }

    // ----------------------------------------------------------------------------------------------------- 7. keys

    @Test
    void aRepeatedRecordUnderOneKeyAnswersTheSameAndWritesNothing() throws Exception {
        String key = "key-" + UUID.randomUUID();
        String body = facts(fact("h-key-record", "2026-01-01", null));
        Reply first = post("act/record", ana, s1, body, "Svc-Key", key);
        Reply again = post("act/record", ana, s1, body, "Svc-Key", key);

        assertCard(first, 200, "Recorded", s1);
        assertCard(again, 200, "Recorded", s1);
        assertThat(again.body()).isEqualTo(first.body());
        assertThat(again.foot().get("true_on")).isEqualTo(first.foot().get("true_on"));
        assertThat(history(ana, s1, "h-key-record").body()).hasSize(1);
    }

    @Test
    void aRepeatedSettleUnderOneKeyAnswersTheSameAndWritesNothing() throws Exception {
        record(ana, s1, "h-key-settle", "2026-01-01");
        String key = "key-" + UUID.randomUUID();
        Reply first = settle(ana, s1, "h-key-settle", "supported", "t", "Svc-Key", key,
                "Svc-As-True-On", "2026-02-01");
        JsonNode afterFirst = history(ana, s1, "h-key-settle").body();
        assertThat(afterFirst).hasSize(2);

        Reply again = settle(ana, s1, "h-key-settle", "supported", "t", "Svc-Key", key,
                "Svc-As-True-On", "2026-02-01");

        assertCard(first, 200, "Hypothesis", s1);
        assertCard(again, 200, "Hypothesis", s1);
        assertThat(again.foot().get("true_on")).isEqualTo(first.foot().get("true_on"));
        assertThat(again.body().get("id")).isEqualTo(first.body().get("id"));
        assertThat(history(ana, s1, "h-key-settle").body()).isEqualTo(afterFirst);
    }

    @Test
    void aRepeatedSettleUnderOneKeyAnswersTheSameBody() throws Exception {
        record(ana, s1, "h-key-body", "2026-01-01");
        String key = "key-" + UUID.randomUUID();
        Reply first = settle(ana, s1, "h-key-body", "supported", "t", "Svc-Key", key);
        Reply again = settle(ana, s1, "h-key-body", "supported", "t", "Svc-Key", key);
        assertThat(again.body()).isEqualTo(first.body());
    }

    @Test
    void theSameKeyWithAnotherInputIsRefusedAsReused() throws Exception {
        record(ana, s1, "h-key-reuse", "2026-01-01");
        String key = "key-" + UUID.randomUUID();
        assertThat(settle(ana, s1, "h-key-reuse", "supported", "t", "Svc-Key", key).status()).isEqualTo(200);

        assertRefusal(settle(ana, s1, "h-key-reuse", "refuted", "t", "Svc-Key", key), 409, "key_reused");
        assertRefusal(settle(ana, s1, "h-key-reuse", "supported", "t", "Svc-Key", key, "Svc-As-True-On",
                "2026-02-01"), 409, "key_reused");
        assertRefusal(post("act/record", ana, s1, facts(fact("h-key-reuse-2", null, null)), "Svc-Key", key), 409,
                "key_reused");

        assertThat(history(ana, s1, "h-key-reuse").body()).hasSize(2);
        assertThat(standing(unit(ana, s1, "h-key-reuse"))).isEqualTo("supported");
        assertRefusal(unit(ana, s1, "h-key-reuse-2"), 404, "not_found");
    }

    @Test
    void callsRacingUnderOneKeyWriteOnce() throws Exception {
        record(ana, s1, "h-race", "2026-01-01");
        String key = "key-" + UUID.randomUUID();
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Reply>> calls = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                calls.add(pool.submit(() -> {
                    start.await();
                    return settle(ana, s1, "h-race", "supported", "raced", "Svc-Key", key);
                }));
            }
            start.countDown();
            for (Future<Reply> call : calls) {
                Reply reply = call.get(60, TimeUnit.SECONDS);
                assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            }
        } finally {
            pool.shutdownNow();
        }
        JsonNode history = history(ana, s1, "h-race").body();
        long settles = 0;
        for (JsonNode entry : history) {
            settles += entry.get("event").asText().equals("HypothesisSettled") ? 1 : 0;
        }
        assertThat(settles).as(history.toString()).isEqualTo(1);
        assertThat(history).hasSize(2);
    }

    @Test
    void aKeyOnAReadRouteIsIgnoredAndTheFootSaysSo() throws Exception {
        record(ana, s1, "h-key-read", "2026-01-01");
        Reply read = unit(ana, s1, "h-key-read", "Svc-Key", "k1");
        assertCard(read, 200, "Hypothesis", s1);
        assertThat(read.foot().get("note").asText()).contains("Svc-Key is ignored", "read/unit");
        assertThat(unit(ana, s1, "h-key-read").foot().has("note")).isFalse();
    }

    @Test
    void aMalformedKeyIsRefusedNamingTheHeader() throws Exception {
        record(ana, s1, "h-badkey", "2026-01-01");
        for (String key : List.of("has space", "x".repeat(256))) {
            JsonNode refusal = assertRefusal(settle(ana, s1, "h-badkey", "supported", "t", "Svc-Key", key), 400,
                    "invalid_input");
            assertThat(refusal.get("field").asText()).isEqualTo("Svc-Key");
        }
        assertThat(history(ana, s1, "h-badkey").body()).hasSize(1);
    }

}
