package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.junit.jupiter.api.Test;
import svc.command.api.RecordFact;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.store.AxonStorageConfig;

/**
 * Vertical and market twin facts, read/vertical and read/market_twin through the real server: the cards and the
 * basis of every count and level, both time axes, as_of and the foot's true-on date, scope, and each refusal with
 * the field it names. Each test uses its own ids and brands.
 */
abstract class ModelsHttpContract extends HttpSupport {

    // ------------------------------------------------------------------------------------------------- facts

    static ObjectNode vertical(String id, String... brands) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "vertical").put("id", id).put("name", "Bikes in the DACH")
                .put("true_from", "2026-01-01");
        ArrayNode list = fact.putArray("brands");
        for (String brand : brands) {
            list.add(brand);
        }
        fact.putArray("chain").add("supply").add("make").add("sell");
        ArrayNode stocks = fact.putArray("stocks");
        stocks.addObject().put("name", "stores").put("stage", "sell").put("count", 340)
                .put("basis", "counted in the store census of January");
        stocks.addObject().put("name", "suppliers").put("stage", "supply").put("count", 120)
                .put("basis", "counted in the trade register");
        fact.putArray("roles").add("maker").add("dealer");
        fact.putArray("segments").add("commuters").add("sport");
        fact.putArray("templates").addObject().put("id", "t-flow").put("name", "Stock and flow")
                .put("model_family", "system dynamics");
        fact.putArray("words").add("e-bike");
        fact.putArray("rules").add("a dealer sells only at the sell stage");
        return fact;
    }

    static ObjectNode twin(String id, String vertical, String strategy) {
        ObjectNode fact = JSON.createObjectNode().put("kind", "market_twin").put("id", id)
                .put("model_family", "system dynamics").put("template", "t-flow").put("vertical", vertical)
                .put("strategy", strategy).put("true_from", "2026-01-01");
        ArrayNode participants = fact.putArray("participants");
        participants.addObject().put("entity", "e-maker").put("stage", "make");
        participants.addObject().put("entity", "e-ghost").put("stage", "nowhere");
        participants.addObject().put("entity", "e-supplier").put("stage", "supply");
        fact.putArray("stocks").addObject().put("name", "suppliers").put("level", 118);
        ArrayNode simulations = fact.putArray("simulations");
        simulations.addObject().put("id", "sim-may").put("ran_on", "2026-05-01").putObject("outcome")
                .put("share", 0.21).put("verdict", "grows");
        simulations.addObject().put("id", "sim-feb").put("ran_on", "2026-02-01T09:00:00+01:00")
                .put("outcome", "flat");
        return fact;
    }

    Reply recordAt(String scope, ObjectNode... facts) throws Exception {
        return post("act/record", ana, scope, facts(facts));
    }

    void recordEntity(String id, String name, String place) {
        ObjectNode fields = JSON.createObjectNode().put("entity_kind", "company").put("name", name);
        commands.sendAndWait(GenericCommandMessage.asCommandMessage(new RecordFact(
                        UnitIds.of(acmeId, UnitKind.ENTITY, id), acmeId, "entity", id, place, fields,
                        Instant.parse("2026-01-01T00:00:00Z"), null))
                .andMetaData(Map.of(AxonStorageConfig.BY, "http-tests", AxonStorageConfig.RUN, "run_http_tests",
                        AxonStorageConfig.ROUTE, "act/record", AxonStorageConfig.BECAUSE, "test setup")));
    }

    Reply readVertical(String scope, String input, String... headers) throws Exception {
        return post("read/vertical", ana, scope, input, headers);
    }

    Reply readTwin(String scope, String input, String... headers) throws Exception {
        return post("read/market_twin", ana, scope, input, headers);
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // -------------------------------------------------------------------------------------------- read/vertical

    @Test
    void aVerticalShowsItsChainSideBySideWithEveryStockCountAndItsBasis() throws Exception {
        assertThat(recordAt(acme, vertical("v-card", "b-card")).status()).isEqualTo(200);

        Reply reply = readVertical(b1, "{\"vertical\":\"v-card\"}");

        assertCard(reply, 200, "Vertical", b1);
        JsonNode body = reply.body();
        assertThat(body.get("id").asText()).isEqualTo("v-card");
        assertThat(body.get("name").asText()).isEqualTo("Bikes in the DACH");
        assertThat(body.get("brands")).isEqualTo(json("[\"b-card\"]"));
        assertThat(body.get("chain")).isEqualTo(json("""
                [{"stage":"supply","on_chain":true,"stocks":[{"name":"suppliers","count":120,
                  "basis":"counted in the trade register"}]},
                 {"stage":"make","on_chain":true,"stocks":[]},
                 {"stage":"sell","on_chain":true,"stocks":[{"name":"stores","count":340,
                  "basis":"counted in the store census of January"}]}]"""));
        assertThat(body.get("roles")).isEqualTo(json("[\"maker\",\"dealer\"]"));
        assertThat(body.get("segments")).isEqualTo(json("[\"commuters\",\"sport\"]"));
        assertThat(body.get("templates")).isEqualTo(
                json("[{\"id\":\"t-flow\",\"name\":\"Stock and flow\",\"model_family\":\"system dynamics\"}]"));
        assertThat(body.get("words")).isEqualTo(json("[\"e-bike\"]"));
        assertThat(body.get("rules")).isEqualTo(json("[\"a dealer sells only at the sell stage\"]"));
        JsonNode basis = reply.foot().get("basis");
        assertThat(basis.get("/chain/0/stocks/0/count").asText()).contains("counted in the trade register")
                .contains("recorded with vertical v-card").contains("true from 2026-01-01T00:00:00Z");
        assertThat(basis.get("/chain/2/stocks/0/count").asText()).contains("store census");
        assertThat(basis.size()).isEqualTo(2);
    }

    @Test
    void aVerticalIsFoundByTheBrandNamedOrElseByTheBrandOfTheScope() throws Exception {
        recordAt(acme, vertical("v-brand-a", "b-other", "b-brand"), vertical("v-brand-z", "b-brand"),
                vertical("v-elsewhere", "b-other2"));

        Reply byScope = readVertical(acme + "/brand/b-brand", "{}");
        Reply byBrand = readVertical(b1, "{\"brand\":\"b-brand\"}");
        Reply both = readVertical(b1, "{\"vertical\":\"v-brand-z\",\"brand\":\"b-brand\"}");

        assertCard(byScope, 200, "Vertical", acme + "/brand/b-brand");
        assertThat(byScope.body().get("id").asText()).isEqualTo("v-brand-a");
        assertThat(byBrand.body().get("id").asText()).isEqualTo("v-brand-a");
        assertThat(both.body().get("id").asText()).isEqualTo("v-brand-z");
        assertRefusal(readVertical(b1, "{\"vertical\":\"v-elsewhere\",\"brand\":\"b-brand\"}"), 404, "not_found");
        assertRefusal(readVertical(acme + "/brand/b-none", "{}"), 404, "not_found");
        assertRefusal(readVertical(b1, "{\"vertical\":\"v-never\"}"), 404, "not_found");
    }

    @Test
    void aStockCountCorrectedLaterChangesTheAnswerAsKnownNowButNotAsKnownBefore() throws Exception {
        recordAt(acme, vertical("v-time", "b-time"));
        String before = readVertical(b1, "{\"vertical\":\"v-time\"}").foot().get("known_on").asText();
        ObjectNode correction = JSON.createObjectNode().put("kind", "vertical").put("id", "v-time")
                .put("name", "Bikes in the DACH").put("true_from", "2026-03-01");
        correction.putArray("stocks").addObject().put("name", "suppliers").put("stage", "supply")
                .put("count", 131).put("basis", "recounted after the March audit");
        assertThat(recordAt(acme, correction).status()).isEqualTo(200);

        Reply now = readVertical(b1, "{\"vertical\":\"v-time\"}", "Svc-As-True-On", "2026-04-01");
        Reply knownBefore = readVertical(b1, "{\"vertical\":\"v-time\"}", "Svc-As-True-On", "2026-04-01",
                "Svc-As-Known-On", before);
        Reply earlier = readVertical(b1, "{\"vertical\":\"v-time\"}", "Svc-As-True-On", "2026-02-01");

        assertThat(now.body().at("/chain/0/stocks/0/count").asInt()).isEqualTo(131);
        assertThat(now.body().at("/chain/2/stocks")).isEmpty();
        assertThat(now.foot().get("basis").get("/chain/0/stocks/0/count").asText())
                .contains("recounted after the March audit").contains("true from 2026-03-01T00:00:00Z");
        assertThat(now.foot().get("true_on").asText()).isEqualTo("2026-04-01T00:00:00Z");
        assertThat(knownBefore.body().at("/chain/0/stocks/0/count").asInt()).isEqualTo(120);
        assertThat(knownBefore.body().at("/chain/2/stocks/0/count").asInt()).isEqualTo(340);
        assertThat(knownBefore.foot().get("known_on").asText()).isEqualTo(before);
        assertThat(earlier.body().at("/chain/0/stocks/0/count").asInt()).isEqualTo(120);
        assertRefusal(readVertical(b1, "{\"vertical\":\"v-time\"}", "Svc-As-True-On", "2025-12-01"), 404,
                "not_found");
    }

    @Test
    void readUnitShowsAVerticalAndATwinAsRecordedWithTheBasisOfEveryNumber() throws Exception {
        recordAt(acme, vertical("v-unit", "b1"));
        recordAt(b1, twin("tw-unit", "v-unit", "s-none"));

        Reply vertical = post("read/unit", ana, acme, "{\"unit\":{\"id\":\"v-unit\",\"kind\":\"vertical\"}}");
        Reply twin = post("read/unit", ana, b1, "{\"unit\":{\"id\":\"tw-unit\",\"kind\":\"market_twin\"}}");

        assertCard(vertical, 200, "Vertical", acme);
        assertThat(vertical.body().at("/stocks/1/count").asInt()).isEqualTo(120);
        assertThat(vertical.foot().get("basis").get("/stocks/1/count").asText())
                .contains("counted in the trade register").contains("recorded with vertical v-unit");
        assertCard(twin, 200, "MarketTwin", b1);
        assertThat(twin.body().at("/stocks/0/level").asInt()).isEqualTo(118);
        assertThat(twin.foot().get("basis").get("/stocks/0/level").asText()).startsWith("given by a caller");
        assertThat(twin.foot().get("basis").get("/simulations/0/outcome/share").asText()).isNotBlank();
    }

    // ---------------------------------------------------------------------------------------- read/market_twin

    @Test
    void aTwinPlacesItsParticipantsOnTheChainWithItsLevelsSimulationsAndInterventions() throws Exception {
        String strategyScope = b1 + "/strategy/s-twin";
        recordAt(acme, vertical("v-twin", "b1"));
        recordEntity("e-supplier", "Acme Supplies", acme);
        recordEntity("e-maker", "Velo Works", b1);
        assertThat(post("act/strategy", ana, strategyScope, "{\"strategy\":{\"name\":\"Win the dealers\"}}")
                .status()).isEqualTo(200);
        assertThat(post("act/workflow", ana, strategyScope, workflow("arm", "w-twin-armed").toString()).status())
                .isEqualTo(200);
        assertThat(post("act/workflow", ana, strategyScope, workflow("write", "w-twin-idle").toString()).status())
                .isEqualTo(200);
        recordAt(b1, twin("tw-card", "v-twin", "s-twin"));

        Reply reply = readTwin(b1, "{\"twin\":\"tw-card\"}");

        assertCard(reply, 200, "MarketTwin", b1);
        JsonNode body = reply.body();
        assertThat(body.get("id").asText()).isEqualTo("tw-card");
        assertThat(body.get("model_family").asText()).isEqualTo("system dynamics");
        assertThat(body.get("template").asText()).isEqualTo("t-flow");
        assertThat(body.get("vertical").asText()).isEqualTo("v-twin");
        assertThat(body.get("chain")).isEqualTo(json("[\"supply\",\"make\",\"sell\"]"));
        assertThat(body.get("participants")).isEqualTo(json("""
                [{"entity":"e-supplier","name":"Acme Supplies","stage":"supply","on_chain":true},
                 {"entity":"e-maker","name":"Velo Works","stage":"make","on_chain":true},
                 {"entity":"e-ghost","name":null,"stage":"nowhere","on_chain":false}]"""));
        assertThat(body.get("stocks")).isEqualTo(json("[{\"name\":\"suppliers\",\"level\":118,\"stage\":\"supply\"}]"));
        assertThat(body.get("simulations")).isEqualTo(json("""
                [{"id":"sim-feb","ran_on":"2026-02-01T08:00:00Z","outcome":"flat"},
                 {"id":"sim-may","ran_on":"2026-05-01T00:00:00Z","outcome":{"share":0.21,"verdict":"grows"}}]"""));
        assertThat(body.at("/strategy/id").asText()).isEqualTo("s-twin");
        assertThat(body.at("/strategy/name").asText()).isEqualTo("Win the dealers");
        assertThat(body.at("/strategy/interventions")).hasSize(1);
        assertThat(body.at("/strategy/interventions/0/workflow").asText()).isEqualTo("w-twin-armed");
        assertThat(body.at("/strategy/interventions/0/starts_on").asText()).isEqualTo("hypothesis settled refuted");
        JsonNode basis = reply.foot().get("basis");
        assertThat(basis.get("/stocks/0/level").asText()).contains("stock suppliers")
                .contains("market twin tw-card").contains("true from 2026-01-01T00:00:00Z");
        assertThat(basis.get("/simulations/1/outcome/share").asText()).contains("simulation sim-may");
        assertThat(basis.size()).isEqualTo(2);
    }

    @Test
    void asOfReadsTheTwinAsTrueOnThatDateAndTheFootSaysSo() throws Exception {
        recordAt(acme, vertical("v-asof", "b1"));
        String strategyScope = b1 + "/strategy/s-asof";
        post("act/strategy", ana, strategyScope, "{\"strategy\":{\"name\":\"Later\"}}");
        post("act/workflow", ana, strategyScope, workflow("arm", "w-asof").toString());
        recordAt(b1, twin("tw-asof", "v-asof", "s-asof"));
        ObjectNode later = JSON.createObjectNode().put("kind", "market_twin").put("id", "tw-asof")
                .put("true_from", "2026-06-01");
        later.putArray("stocks").addObject().put("name", "suppliers").put("level", 150);
        recordAt(b1, later);

        Reply march = readTwin(b1, "{\"twin\":\"tw-asof\",\"as_of\":\"2026-03-01\"}",
                "Svc-As-True-On", "2026-09-01");
        Reply september = readTwin(b1, "{\"twin\":\"tw-asof\"}", "Svc-As-True-On", "2026-09-01");

        assertCard(march, 200, "MarketTwin", b1);
        assertThat(march.foot().get("true_on").asText()).isEqualTo("2026-03-01T00:00:00Z");
        assertThat(march.body().at("/stocks/0/level").asInt()).isEqualTo(118);
        assertThat(march.body().get("simulations")).hasSize(1);
        assertThat(march.body().at("/simulations/0/id").asText()).isEqualTo("sim-feb");
        // The strategy was made today, so on the first of March it was not known to be: its id, no interventions.
        assertThat(march.body().get("strategy")).isEqualTo(
                json("{\"id\":\"s-asof\",\"name\":null,\"interventions\":[]}"));
        assertThat(march.foot().get("basis").get("/stocks/0/level").asText())
                .contains("read as true on 2026-03-01T00:00:00Z");
        assertThat(september.foot().get("true_on").asText()).isEqualTo("2026-09-01T00:00:00Z");
        assertThat(september.body().at("/stocks/0/level").asInt()).isEqualTo(150);
        assertThat(september.foot().get("basis").get("/stocks/0/level").asText())
                .contains("true from 2026-06-01T00:00:00Z");
        assertThat(september.body().get("simulations")).hasSize(2);
        assertRefusal(readTwin(b1, "{\"twin\":\"tw-asof\",\"as_of\":\"2025-12-31T00:00:00Z\"}"), 404,
                "not_found");
    }

    @Test
    void aTwinLevelCorrectedLaterIsReadAsKnownBeforeAndAsKnownNow() throws Exception {
        recordAt(b1, twin("tw-known", "v-none", "s-none"));
        String before = readTwin(b1, "{\"twin\":\"tw-known\"}").foot().get("known_on").asText();
        ObjectNode correction = JSON.createObjectNode().put("kind", "market_twin").put("id", "tw-known")
                .put("true_from", "2026-01-01");
        correction.putArray("stocks").addObject().put("name", "suppliers").put("level", 97);
        recordAt(b1, correction);

        Reply now = readTwin(b1, "{\"twin\":\"tw-known\",\"as_of\":\"2026-03-01T02:00:00+02:00\"}");
        Reply then = readTwin(b1, "{\"twin\":\"tw-known\",\"as_of\":\"2026-03-01T00:00:00Z\"}",
                "Svc-As-Known-On", before);

        assertThat(now.body().at("/stocks/0/level").asInt()).isEqualTo(97);
        assertThat(then.body().at("/stocks/0/level").asInt()).isEqualTo(118);
        assertThat(then.foot().get("known_on").asText()).isEqualTo(before);
        // Neither the vertical nor the strategy it names is known: no chain, the strategy's id alone.
        assertThat(now.body().get("chain")).isEmpty();
        assertThat(now.body().at("/participants/0/entity").asText()).isEqualTo("e-maker");
        assertThat(now.body().at("/stocks/0/stage").isNull()).isTrue();
        assertThat(now.body().get("strategy")).isEqualTo(json("{\"id\":\"s-none\",\"name\":null,\"interventions\":[]}"));
    }

    @Test
    void aTwinOfAnotherBrandOrTenantIsNotFound() throws Exception {
        assertThat(recordAt(acme + "/brand/b2", twin("tw-b2", "v-none", "s-none")).status()).isEqualTo(200);

        JsonNode fromB1 = assertRefusal(readTwin(b1, "{\"twin\":\"tw-b2\"}"), 404, "not_found");
        JsonNode missing = assertRefusal(readTwin(b1, "{\"twin\":\"tw-never\"}"), 404, "not_found");

        assertSameButRun(fromB1, missing);
        assertRefusal(readTwin(otherTenant + "/brand/b2", "{\"twin\":\"tw-b2\"}"), 404, "not_found");
        assertCard(readTwin(acme + "/brand/b2/strategy/s9", "{\"twin\":\"tw-b2\"}"), 200, "MarketTwin",
                acme + "/brand/b2/strategy/s9");
    }

    @Test
    void aVerticalOfAnotherTenantIsNotFound() throws Exception {
        recordAt(acme, vertical("v-tenant", "b1"));
        assertRefusal(readVertical(otherTenant + "/brand/b1", "{\"vertical\":\"v-tenant\"}"), 404, "not_found");
    }

    // --------------------------------------------------------------------------------------------- refusals

    @Test
    void eachBadMemberOfAVerticalIsRefusedNamingIt() throws Exception {
        ObjectNode count = vertical("v-bad", "b1");
        ((ObjectNode) count.get("stocks").get(1)).put("count", "many");
        assertThat(refusedField(recordAt(acme, count))).isEqualTo("/facts/0/stocks/1/count");
        ObjectNode stage = vertical("v-bad", "b1");
        ((ObjectNode) stage.get("stocks").get(0)).put("stage", "repair");
        assertThat(refusedField(recordAt(acme, stage))).isEqualTo("/facts/0/stocks/0/stage");
        ObjectNode twice = vertical("v-bad", "b1");
        ((ObjectNode) twice.get("stocks").get(1)).put("name", "stores");
        assertThat(refusedField(recordAt(acme, twice))).isEqualTo("/facts/0/stocks/1/name");
        ObjectNode stranger = vertical("v-bad", "b1");
        ((ObjectNode) stranger.get("stocks").get(0)).put("colour", "red");
        assertThat(refusedField(recordAt(acme, stranger))).isEqualTo("/facts/0/stocks/0/colour");
        ObjectNode template = vertical("v-bad", "b1");
        ((ObjectNode) template.get("templates").get(0)).remove("id");
        assertThat(refusedField(recordAt(acme, template))).isEqualTo("/facts/0/templates/0/id");
        ObjectNode chain = vertical("v-bad", "b1");
        chain.putArray("chain").add("supply").add(3);
        assertThat(refusedField(recordAt(acme, chain))).isEqualTo("/facts/0/chain/1");
        ObjectNode name = vertical("v-bad", "b1");
        name.remove("name");
        assertThat(refusedField(recordAt(acme, name))).isEqualTo("/facts/0/name");
        assertThat(refusedField(recordAt(b1, vertical("v-bad", "b1")))).isEqualTo("/facts/0/place");
        assertRefusal(readVertical(b1, "{\"vertical\":\"v-bad\"}"), 404, "not_found");
    }

    @Test
    void eachBadMemberOfATwinIsRefusedNamingIt() throws Exception {
        ObjectNode entity = twin("tw-bad", "v", "s");
        ((ObjectNode) entity.get("participants").get(1)).remove("entity");
        assertThat(refusedField(recordAt(b1, entity))).isEqualTo("/facts/0/participants/1/entity");
        ObjectNode level = twin("tw-bad", "v", "s");
        ((ObjectNode) level.get("stocks").get(0)).put("level", "high");
        assertThat(refusedField(recordAt(b1, level))).isEqualTo("/facts/0/stocks/0/level");
        ObjectNode ranOn = twin("tw-bad", "v", "s");
        ((ObjectNode) ranOn.get("simulations").get(1)).remove("ran_on");
        assertThat(refusedField(recordAt(b1, ranOn))).isEqualTo("/facts/0/simulations/1/ran_on");
        ObjectNode badDate = twin("tw-bad", "v", "s");
        ((ObjectNode) badDate.get("simulations").get(0)).put("ran_on", "last spring");
        assertThat(refusedField(recordAt(b1, badDate))).isEqualTo("/facts/0/simulations/0/ran_on");
        ObjectNode id = twin("tw-bad", "v", "s");
        ((ObjectNode) id.get("simulations").get(0)).remove("id");
        assertThat(refusedField(recordAt(b1, id))).isEqualTo("/facts/0/simulations/0/id");
        ObjectNode participants = twin("tw-bad", "v", "s");
        participants.put("participants", "everyone");
        assertThat(refusedField(recordAt(b1, participants))).isEqualTo("/facts/0/participants");
        ObjectNode strategy = twin("tw-bad", "v", "s");
        strategy.put("strategy", 7);
        assertThat(refusedField(recordAt(b1, strategy))).isEqualTo("/facts/0/strategy");
        assertThat(refusedField(recordAt(acme, twin("tw-bad", "v", "s")))).isEqualTo("/facts/0/place");
        assertRefusal(readTwin(b1, "{\"twin\":\"tw-bad\"}"), 404, "not_found");
    }

    @Test
    void eachBadInputOfTheReadsIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(readVertical(b1, "{\"vertical\":\" \"}"))).isEqualTo("/vertical");
        assertThat(refusedField(readVertical(b1, "{\"brand\":\"\"}"))).isEqualTo("/brand");
        assertThat(refusedField(readVertical(b1, "{\"vertical\":5}"))).isEqualTo("/vertical");
        assertThat(refusedField(readVertical(b1, "{\"colour\":\"red\"}"))).isEqualTo("/colour");
        assertThat(refusedField(readTwin(b1, "{}"))).isEqualTo("/twin");
        assertThat(refusedField(readTwin(b1, "{\"twin\":\"\"}"))).isEqualTo("/twin");
        assertThat(refusedField(readTwin(b1, "{\"twin\":\"tw\",\"as_of\":\"last spring\"}"))).isEqualTo("/as_of");
        assertThat(refusedField(readTwin(b1, "{\"twin\":\"tw\",\"as_of\":20260301}"))).isEqualTo("/as_of");
        assertRefusal(readTwin(acme, "{\"twin\":\"tw\"}"), 403, "not_allowed");
        assertRefusal(post("read/vertical", bo, b1, "{}"), 403, "not_allowed");
    }

    static ObjectNode workflow(String action, String id) {
        ObjectNode input = JSON.createObjectNode().put("do", action);
        ObjectNode workflow = input.putObject("workflow").put("id", id).put("name", "Play " + id)
                .put("starts_on", "hypothesis settled refuted");
        workflow.putArray("steps").addObject().put("kind", "note").put("text", "tell the dealers");
        return input;
    }
}
