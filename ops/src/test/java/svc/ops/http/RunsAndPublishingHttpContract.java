package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Scrape runs and the beat, and publishings, through the real server: act/record of runs and publishings,
 * act/set_aside_run, read/runs, act/withdraw and read/unit of both kinds. The beat beats every 200 ms on the shared
 * server ({@link SharedServer}); runs that it must not touch are true only from 2100 on, so it never sees them
 * waiting now.
 */
abstract class RunsAndPublishingHttpContract extends HttpSupport {
    static final String FUTURE = "2100-01-01T00:00:00Z";
    static final String LATER_FUTURE = "2100-02-01T00:00:00Z";

    Reply recordRun(String key, String trueFrom, String... headers) throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "run").put("id", key)
                .put("source", "https://shop.example.com/prices").put("true_from", trueFrom);
        return post("act/record", ana, acme, facts(fact), headers);
    }

    Reply setAside(String token, String scope, String run, String reason, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("run", run).put("reason", reason);
        return post("act/set_aside_run", token, scope, input.toString(), headers);
    }

    Reply runs(String token, String scope, String... headers) throws Exception {
        return post("read/runs", token, scope, "{}", headers);
    }

    Reply recordPublishing(String id, String... headers) throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "publishing").put("id", id)
                .put("title", "Spring offer " + id).put("channel", "newsletter").put("true_from", "2026-01-01");
        return post("act/record", ana, b1, facts(fact), headers);
    }

    Reply withdraw(String token, String scope, String publishing, String reason, String... headers)
            throws Exception {
        ObjectNode input = JSON.createObjectNode().put("publishing", publishing).put("reason", reason);
        return post("act/withdraw", token, scope, input.toString(), headers);
    }

    Reply read(String scope, String kind, String id, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post("read/unit", ana, scope, input.toString(), headers);
    }

    Reply historyOf(String scope, String kind, String id) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post("read/history", ana, scope, input.toString());
    }

    static JsonNode runIn(Reply runs, String key) {
        for (JsonNode run : runs.body()) {
            if (run.get("key").asText().equals(key)) {
                return run;
            }
        }
        return null;
    }

    JsonNode until(String key, Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        JsonNode run;
        do {
            run = runIn(runs(ana, acme), key);
            if (run != null && wanted.test(run)) {
                return run;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        return run;
    }

    // ------------------------------------------------------------------------------------------------ runs, beat

    @Test
    void aRecordedRunWaitsWithAReasonInReadRuns() throws Exception {
        assertCard(recordRun("r-waits", FUTURE), 200, "Recorded", acme);

        Reply runs = runs(ana, acme, "Svc-As-True-On", LATER_FUTURE);

        assertCard(runs, 200, "[ScrapeRun]", acme);
        assertThat(runs.foot().get("card").asText()).isEqualTo("ui://svc/cards/ScrapeRun");
        JsonNode run = runIn(runs, "r-waits");
        assertThat(run).as(runs.text()).isNotNull();
        assertThat(run.get("state").asText()).isEqualTo("waiting");
        assertThat(run.get("reason").asText()).contains("waits for the beat");
        assertThat(run.get("source").asText()).isEqualTo("https://shop.example.com/prices");
        assertThat(run.get("since").asText()).isEqualTo(FUTURE);
        assertThat(runIn(runs(ana, acme, "Svc-As-True-On", "2099-12-31"), "r-waits"))
                .as("not yet true, not yet listed").isNull();
    }

    @Test
    void theBeatTakesUpAWaitingRunAndRecordsItAsAnEvent() throws Exception {
        recordRun("r-beat", "2026-01-01");

        JsonNode run = until("r-beat", r -> r.get("state").asText().equals("taken_up"));

        assertThat(run.get("state").asText()).as(String.valueOf(run)).isEqualTo("taken_up");
        assertThat(run.get("reason").asText()).isEqualTo("taken up by the beat");
        JsonNode history = historyOf(acme, "run", "r-beat").body();
        assertThat(history).hasSize(2);
        assertThat(history.get(1).get("event").asText()).isEqualTo("RunTakenUp");
        assertThat(history.get(1).get("by").asText()).isEqualTo("beat");
        assertThat(history.get(1).get("payload").get("reason").asText()).isEqualTo("taken up by the beat");
        Reply why = post("read/why", ana, acme, "{\"unit\":{\"id\":\"r-beat\",\"kind\":\"run\"}}");
        assertThat(why.text()).contains("\"cause\":\"the beat\"");
    }

    @Test
    void theBeatNeverTakesUpAParkedRun() throws Exception {
        Instant soon = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
        recordRun("r-parked", soon.toString());
        recordRun("r-neighbour", soon.toString());
        assertCard(setAside(ana, acme, "r-parked", "prices are being re-keyed", "Svc-As-True-On", soon.toString()),
                200, "ScrapeRun", acme);

        JsonNode neighbour = until("r-neighbour", r -> r.get("state").asText().equals("taken_up"));
        assertThat(neighbour.get("state").asText()).as("the beat beat past the parked run's start").isEqualTo(
                "taken_up");
        Thread.sleep(1000);

        JsonNode parked = runIn(runs(ana, acme), "r-parked");
        assertThat(parked.get("state").asText()).isEqualTo("parked");
        assertThat(parked.get("reason").asText()).isEqualTo("prices are being re-keyed");
        JsonNode history = historyOf(acme, "run", "r-parked").body();
        assertThat(history).hasSize(2);
        assertThat(history.get(1).get("event").asText()).isEqualTo("RunSetAside");
        assertThat(history.get(1).get("payload").get("reason").asText()).isEqualTo("prices are being re-keyed");
    }

    @Test
    void settingAsideAnswersTheParkedRunAndItStaysParked() throws Exception {
        recordRun("r-aside", FUTURE);

        Reply reply = setAside(ana, acme, "r-aside", "the shop blocks us", "Svc-As-True-On", LATER_FUTURE);

        assertCard(reply, 200, "ScrapeRun", acme);
        assertThat(reply.body().get("key").asText()).isEqualTo("r-aside");
        assertThat(reply.body().get("state").asText()).isEqualTo("parked");
        assertThat(reply.body().get("reason").asText()).isEqualTo("the shop blocks us");
        assertThat(reply.body().get("moved_by").asText()).isEqualTo(anaId);
        Reply unit = read(acme, "run", "r-aside", "Svc-As-True-On", "2100-03-01");
        assertCard(unit, 200, "ScrapeRun", acme);
        assertThat(unit.body().get("state").asText()).isEqualTo("parked");
        assertThat(read(acme, "run", "r-aside", "Svc-As-True-On", "2100-01-15").body().get("state").asText())
                .as("waiting before it was set aside").isEqualTo("waiting");
        JsonNode why = post("read/why", ana, acme, "{\"unit\":{\"id\":\"r-aside\",\"kind\":\"run\"}}").body();
        assertThat(why.toString()).contains("the shop blocks us");
    }

    @Test
    void aSecondSetAsideIsRefusedNamingTheRuleAndRecordsNothing() throws Exception {
        recordRun("r-twice", FUTURE);
        setAside(ana, acme, "r-twice", "first", "Svc-As-True-On", LATER_FUTURE);

        Reply again = setAside(ana, acme, "r-twice", "second", "Svc-As-True-On", "2100-03-01");

        JsonNode refusal = assertRefusal(again, 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/run");
        assertThat(refusal.get("detail").asText()).contains("parked_once");
        assertThat(historyOf(acme, "run", "r-twice").body()).hasSize(2);
    }

    @Test
    void aRepeatUnderTheSameKeyAnswersTheRunHeldAndWritesNothing() throws Exception {
        recordRun("r-key", FUTURE);
        Reply first = setAside(ana, acme, "r-key", "keyed", "Svc-As-True-On", LATER_FUTURE, "Svc-Key", "aside-r-key");

        Reply repeat = setAside(ana, acme, "r-key", "keyed", "Svc-As-True-On", LATER_FUTURE, "Svc-Key",
                "aside-r-key");

        assertCard(repeat, 200, "ScrapeRun", acme);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(historyOf(acme, "run", "r-key").body()).hasSize(2);
    }

    @Test
    void setAsideRefusesAMissingReasonNamingIt() throws Exception {
        Reply reply = post("act/set_aside_run", ana, acme, "{\"run\":\"r-any\"}");
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/reason");
    }

    @Test
    void setAsideRefusesABlankRunNamingIt() throws Exception {
        Reply reply = post("act/set_aside_run", ana, acme, "{\"run\":\" \",\"reason\":\"x\"}");
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/run");
    }

    @Test
    void setAsideOfARunThatDoesNotExistIsNotFound() throws Exception {
        assertRefusal(setAside(ana, acme, "r-none", "x"), 404, "not_found");
    }

    @Test
    void setAsideFromABrandScopeDoesNotSeeATenantsRun() throws Exception {
        recordRun("r-view", FUTURE);
        assertRefusal(setAside(ana, b1, "r-view", "x", "Svc-As-True-On", LATER_FUTURE), 404, "not_found");
        assertThat(runIn(runs(ana, b1, "Svc-As-True-On", LATER_FUTURE), "r-view")).isNull();
    }

    @Test
    void setAsideWithoutAnActGrantIsNotAllowed() throws Exception {
        recordRun("r-rita", FUTURE);
        assertRefusal(setAside(rita, acme, "r-rita", "x", "Svc-As-True-On", LATER_FUTURE), 403, "not_allowed");
        assertThat(historyOf(acme, "run", "r-rita").body()).hasSize(1);
    }

    @Test
    void readRunsWithoutAReadGrantIsNotAllowed() throws Exception {
        assertRefusal(runs(bo, acme), 403, "not_allowed");
    }

    @Test
    void readRunsRefusesAnyMember() throws Exception {
        Reply reply = post("read/runs", ana, acme, "{\"state\":\"waiting\"}");
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/state");
    }

    @Test
    void aRunFactAtABrandPlaceIsRefusedNamingItsPlace() throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "run").put("id", "r-brand").put("source", "s")
                .put("place", b1);
        Reply reply = post("act/record", ana, acme, facts(fact));
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/facts/0/place");
    }

    @Test
    void aRunFactWithoutASourceIsRefusedNamingIt() throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "run").put("id", "r-nosource");
        Reply reply = post("act/record", ana, acme, facts(fact));
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/facts/0/source");
    }

    // ------------------------------------------------------------------------------------------------ publishing

    @Test
    void aRecordedPublishingReadsAsPublished() throws Exception {
        assertCard(recordPublishing("p-read"), 200, "Recorded", b1);

        Reply unit = read(b1, "publishing", "p-read");

        assertCard(unit, 200, "Publishing", b1);
        assertThat(unit.body().get("id").asText()).isEqualTo("p-read");
        assertThat(unit.body().get("title").asText()).isEqualTo("Spring offer p-read");
        assertThat(unit.body().get("channel").asText()).isEqualTo("newsletter");
        assertThat(unit.body().get("state").asText()).isEqualTo("published");
        assertThat(unit.body().get("reason").isNull()).isTrue();
    }

    @Test
    void withdrawingAnswersThePublishingWithdrawnWithTheReason() throws Exception {
        recordPublishing("p-withdraw");

        Reply reply = withdraw(ana, b1, "p-withdraw", "the offer ended early");

        assertCard(reply, 200, "Publishing", b1);
        assertThat(reply.body().get("state").asText()).isEqualTo("withdrawn");
        assertThat(reply.body().get("reason").asText()).isEqualTo("the offer ended early");
        assertThat(reply.body().get("withdrawn_by").asText()).isEqualTo(anaId);
        assertThat(read(b1, "publishing", "p-withdraw").body().get("state").asText()).isEqualTo("withdrawn");
        assertThat(read(b1, "publishing", "p-withdraw", "Svc-As-Known-On", "2026-01-01").status()).isEqualTo(404);
    }

    @Test
    void aSecondWithdrawalIsRefusedNamingTheRuleAndRecordsNothing() throws Exception {
        recordPublishing("p-twice");
        withdraw(ana, b1, "p-twice", "first");

        Reply again = withdraw(ana, b1, "p-twice", "second");

        JsonNode refusal = assertRefusal(again, 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/publishing");
        assertThat(refusal.get("detail").asText()).contains("withdrawn_once");
        assertThat(historyOf(b1, "publishing", "p-twice").body()).hasSize(2);
        assertThat(read(b1, "publishing", "p-twice").body().get("reason").asText()).isEqualTo("first");
    }

    @Test
    void aWithdrawalRepeatedUnderItsKeyAnswersThePublishingHeldAndWritesNothing() throws Exception {
        recordPublishing("p-key");
        Reply first = withdraw(ana, b1, "p-key", "keyed", "Svc-Key", "withdraw-p-key");

        Reply repeat = withdraw(ana, b1, "p-key", "keyed", "Svc-Key", "withdraw-p-key");

        assertCard(repeat, 200, "Publishing", b1);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(historyOf(b1, "publishing", "p-key").body()).hasSize(2);
    }

    @Test
    void withdrawingAPublishingThatDoesNotExistIsNotFound() throws Exception {
        assertRefusal(withdraw(ana, b1, "p-none", "x"), 404, "not_found");
    }

    @Test
    void withdrawingAPublishingOutsideTheCallersViewIsNotFound() throws Exception {
        recordPublishing("p-view");
        assertRefusal(withdraw(ana, b2, "p-view", "x"), 404, "not_found");
        assertRefusal(withdraw(ana, otherTenant + "/brand/b1", "p-view", "x"), 404, "not_found");
        assertThat(read(b1, "publishing", "p-view").body().get("state").asText()).isEqualTo("published");
    }

    @Test
    void withdrawingAtTenantDepthIsRefusedNamingTheScopeNeeded() throws Exception {
        JsonNode refusal = assertRefusal(withdraw(ana, acme, "p-any", "x"), 403, "not_allowed");
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(acme + "/brand/{brand}");
    }

    @Test
    void withdrawingWithoutAnActGrantIsNotAllowed() throws Exception {
        recordPublishing("p-rita");
        assertRefusal(withdraw(rita, b1, "p-rita", "x"), 403, "not_allowed");
    }

    @Test
    void withdrawRefusesAMissingReasonNamingIt() throws Exception {
        Reply reply = post("act/withdraw", ana, b1, "{\"publishing\":\"p-any\",\"reason\":\"\"}");
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/reason");
    }

    @Test
    void aPublishingFactWithoutATitleIsRefusedNamingIt() throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "publishing").put("id", "p-untitled")
                .put("channel", "newsletter");
        Reply reply = post("act/record", ana, b1, facts(fact));
        assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isEqualTo("/facts/0/title");
    }
}
