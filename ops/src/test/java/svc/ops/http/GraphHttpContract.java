package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.PlainFacts;
import svc.command.api.RecordFact;
import svc.command.api.UnitIds;
import svc.command.store.AxonStorageConfig;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Entities and connections through the real server: recording and reading them, why they are as they are,
 * ask/neighbours and read/lookup as true on one date and known on another, within the caller's line of scopes.
 * Each test records at a brand of its own, so lookups of one test do not find another's entities. The neighbours'
 * cap is 3 on the shared server ({@link SharedServer}), so a test can pass it.
 */
abstract class GraphHttpContract extends HttpSupport {
    @Autowired
    EventProcessingConfiguration processing;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate transactions;

    // ------------------------------------------------------------------------------------------------- helpers

    /** A brand of the test's own, and the strategy scope graph routes are asked from. */
    record Brand(String place, String strategy) {
    }

    Brand freshBrand() {
        String id = "g" + UUID.randomUUID().toString().substring(0, 8);
        return new Brand(acme + "/brand/" + id, acme + "/brand/" + id + "/strategy/s1");
    }

    static ObjectNode entity(String id, String kind, String name, String place) {
        return JSON.createObjectNode().put("kind", "entity").put("id", id).put("place", place)
                .put("entity_kind", kind).put("name", name).put("true_from", "2026-01-01");
    }

    static ObjectNode connection(String id, String kind, String from, String to, String place) {
        return JSON.createObjectNode().put("kind", "connection").put("id", id).put("place", place)
                .put("connection_kind", kind).put("from", from).put("to", to).put("true_from", "2026-01-01");
    }

    Reply recordAll(ObjectNode... facts) throws Exception {
        Reply reply = post("act/record", ana, acme, facts(facts));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    Reply neighbours(String scope, String entity, String kind, String role, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("entity", entity).put("kind", kind);
        if (role != null) {
            input.put("role", role);
        }
        return post("ask/neighbours", ana, scope, input.toString(), headers);
    }

    Reply lookup(String scope, ObjectNode input, String... headers) throws Exception {
        return post("read/lookup", ana, scope, input.toString(), headers);
    }

    static ObjectNode named(String name, String breadth) {
        ObjectNode input = JSON.createObjectNode().put("name", name);
        if (breadth != null) {
            input.put("breadth", breadth);
        }
        return input;
    }

    static List<String> ids(Reply lookup, String member) {
        List<String> ids = new ArrayList<>();
        lookup.body().get("candidates").forEach(candidate -> ids.add(candidate.get(member).asText()));
        return ids;
    }

    static List<String> members(Reply neighbours) {
        List<String> members = new ArrayList<>();
        neighbours.body().get("members").forEach(member -> members.add(member.get("entity").asText() + " "
                + member.get("direction").asText() + " " + member.get("connection").asText()));
        return members;
    }

    static String refused(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    /** A known-on date after everything recorded so far and before anything recorded next. */
    static Instant between() throws InterruptedException {
        Thread.sleep(5);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        Thread.sleep(5);
        return now;
    }

    // -------------------------------------------------------------------------------------------- the record

    @Test
    void anEntityAndAConnectionAreRecordedAndReadWithTheirMembers() throws Exception {
        Brand brand = freshBrand();
        ObjectNode acme = entity("u-acme", "company", "Acme Logistics", brand.place()).put("place_name", "Berlin, DE")
                .put("employees", 120);
        acme.putArray("aliases").add("ACME");
        acme.putObject("keys").put("vat", "DE123");
        acme.putArray("tags").add("freight");
        recordAll(acme, entity("u-zen", "company", "Zenith", brand.place()),
                connection("u-c1", "supplies", "u-acme", "u-zen", brand.place()).put("role", "carrier"));

        Reply entity = post("read/unit", ana, brand.place(), "{\"unit\":{\"id\":\"u-acme\",\"kind\":\"entity\"}}");
        Reply connection = post("read/unit", ana, brand.place(),
                "{\"unit\":{\"id\":\"u-c1\",\"kind\":\"connection\"}}");

        assertCard(entity, 200, "Entity", brand.place());
        assertThat(entity.body().get("name").asText()).isEqualTo("Acme Logistics");
        assertThat(entity.body().get("keys").get("vat").asText()).isEqualTo("DE123");
        assertThat(entity.body().get("aliases")).isEqualTo(json("[\"ACME\"]"));
        assertThat(entity.body().get("place_name").asText()).isEqualTo("Berlin, DE");
        assertThat(entity.body().get("employees").asInt()).isEqualTo(120);
        assertThat(entity.foot().get("basis").get("/employees").asText()).startsWith("given by a caller");
        assertCard(connection, 200, "Connection", brand.place());
        assertThat(connection.body().get("from").asText()).isEqualTo("u-acme");
        assertThat(connection.body().get("to").asText()).isEqualTo("u-zen");
        assertThat(connection.body().get("role").asText()).isEqualTo("carrier");
        assertThat(connection.body().get("connection_kind").asText()).isEqualTo("supplies");
    }

    @Test
    void aConnectionNeedsNonBlankEndsAndAKind() throws Exception {
        String place = freshBrand().place();
        ObjectNode noFrom = connection("r-c1", "supplies", "a", "b", place);
        noFrom.remove("from");
        assertThat(refused(post("act/record", ana, acme, facts(noFrom)))).isEqualTo("/facts/0/from");
        assertThat(refused(post("act/record", ana, acme, facts(connection("r-c2", "supplies", "a", " ", place)))))
                .isEqualTo("/facts/0/to");
        ObjectNode noKind = connection("r-c3", "supplies", "a", "b", place);
        noKind.remove("connection_kind");
        assertThat(refused(post("act/record", ana, acme, facts(noKind)))).isEqualTo("/facts/0/connection_kind");
    }

    @Test
    void anEntityNeedsANameAndAKindAndLivesAtATenantOrBrand() throws Exception {
        String place = freshBrand().place();
        ObjectNode noName = entity("r-e1", "company", "x", place);
        noName.remove("name");
        assertThat(refused(post("act/record", ana, acme, facts(noName)))).isEqualTo("/facts/0/name");
        ObjectNode noKind = entity("r-e2", "company", "x", place);
        noKind.remove("entity_kind");
        assertThat(refused(post("act/record", ana, acme, facts(noKind)))).isEqualTo("/facts/0/entity_kind");
        assertThat(refused(post("act/record", ana, acme, facts(entity("r-e3", "company", "x", place)
                .put("employees", "many"))))).isEqualTo("/facts/0/employees");
        ObjectNode badKey = entity("r-e4", "company", "x", place);
        badKey.putObject("keys").put("vat", 12);
        assertThat(refused(post("act/record", ana, acme, facts(badKey)))).isEqualTo("/facts/0/keys/vat");
        assertThat(refused(post("act/record", ana, acme, facts(entity("r-e5", "company", "x", place + "/strategy/s1")))))
                .isEqualTo("/facts/0/place");
    }

    // ----------------------------------------------------------------------------------------------- read/why

    @Test
    void whyAnEntityAndAConnectionAreGoesBackToTheRecordedFact() throws Exception {
        Brand brand = freshBrand();
        recordAll(entity("w-e1", "company", "Why Co", brand.place()),
                connection("w-c1", "owns", "w-e1", "w-e1", brand.place()));
        recordAll(entity("w-e1", "company", "Why Company", brand.place()).put("true_from", "2026-02-01"));

        for (String kind : List.of("entity", "connection")) {
            String id = kind.equals("entity") ? "w-e1" : "w-c1";
            Reply why = post("read/why", ana, brand.place(), "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"" + kind
                    + "\"}}");
            assertCard(why, 200, "WhyAnswer", brand.place());
            JsonNode first = why.body().get("first_cause");
            assertThat(first.get("event").asText()).isEqualTo("FactRecorded");
            assertThat(first.get("cause").asText()).isEqualTo("recorded fact");
            assertThat(first.get("by").asText()).isEqualTo(anaId);
            assertThat(first.get("route").asText()).isEqualTo("act/record");
            assertThat(first.get("seq").asLong()).isZero();
            assertThat(why.body().get("chain")).hasSize(kind.equals("entity") ? 2 : 1);
            assertThat(why.foot().get("basis").get("/first_cause/seq").asText()).startsWith("counted");
        }
        assertRefusal(post("read/why", ana, acme + "/brand/elsewhere",
                "{\"unit\":{\"id\":\"w-e1\",\"kind\":\"entity\"}}"), 404, "not_found");
    }

    @Test
    void whyGoesBackToTheRecordedFactForEveryPlainKind() throws Exception {
        for (String kind : PlainFacts.KINDS) {
            String id = "pk-" + kind;
            commands.sendAndWait(GenericCommandMessage.asCommandMessage(new RecordFact(UnitIds.of(acmeId, kind, id),
                            acmeId, kind, id, acme, JSON.createObjectNode().put("note", kind),
                            Instant.parse("2026-01-01T00:00:00Z"), null))
                    .andMetaData(Map.of(AxonStorageConfig.BY, anaId, AxonStorageConfig.RUN, "run_plain_kinds",
                            AxonStorageConfig.ROUTE, "act/record", AxonStorageConfig.BECAUSE, "a fact of each kind")));

            Reply why = post("read/why", ana, acme, "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"" + kind + "\"}}");

            assertCard(why, 200, "WhyAnswer", acme);
            JsonNode first = why.body().get("first_cause");
            assertThat(first.get("cause").asText()).as(kind).isEqualTo("recorded fact");
            assertThat(first.get("by").asText()).as(kind).isEqualTo(anaId);
            assertThat(first.get("route").asText()).as(kind).isEqualTo("act/record");
            assertThat(first.get("run").asText()).as(kind).isEqualTo("run_plain_kinds");
        }
    }

    // ----------------------------------------------------------------------------------------- ask/neighbours

    @Test
    void neighboursAreOneHopBothWaysForTheKindAndRoleAsked() throws Exception {
        Brand brand = freshBrand();
        String at = brand.place();
        recordAll(entity("hub", "company", "Hub Foods", at), entity("n-a", "store", "Store A", at),
                entity("n-b", "store", "Store B", at), entity("n-c", "company", "Grain Mill", acme),
                entity("n-d", "company", "Rival", at),
                connection("k1", "supplies", "hub", "n-b", at).put("role", "wholesale"),
                connection("k2", "supplies", "hub", "n-a", at).put("role", "retail"),
                connection("k3", "supplies", "n-c", "hub", acme).put("role", "wholesale"),
                connection("k4", "competes_with", "hub", "n-d", at),
                connection("k5", "supplies", "hub", "ghost", at));

        Reply all = neighbours(brand.strategy(), "hub", "supplies", null);
        Reply wholesale = neighbours(brand.strategy(), "hub", "supplies", "wholesale");

        assertCard(all, 200, "NeighboursAnswer", brand.strategy());
        assertThat(all.body().get("entity")).isEqualTo(json(
                "{\"id\":\"hub\",\"name\":\"Hub Foods\",\"entity_kind\":\"company\"}"));
        assertThat(all.body().get("kind").asText()).isEqualTo("supplies");
        assertThat(members(all)).containsExactly("ghost out k5", "n-a out k2", "n-b out k1");
        assertThat(all.body().get("cap").asInt()).isEqualTo(3);
        assertThat(all.body().get("cap_reached").asBoolean()).isTrue();
        assertThat(all.foot().get("basis").get("/cap").asText()).startsWith("configured: svc.neighbours.cap");
        JsonNode ghost = all.body().get("members").get(0);
        assertThat(ghost.get("name").isNull()).isTrue();
        assertThat(ghost.get("entity_kind").isNull()).isTrue();
        JsonNode storeA = all.body().get("members").get(1);
        assertThat(storeA.get("name").asText()).isEqualTo("Store A");
        assertThat(storeA.get("entity_kind").asText()).isEqualTo("store");
        assertThat(storeA.get("role").asText()).isEqualTo("retail");

        assertThat(members(wholesale)).containsExactly("n-b out k1", "n-c in k3");
        assertThat(wholesale.body().get("cap_reached").asBoolean()).isFalse();
        assertThat(wholesale.body().get("members").get(1).get("name").asText()).isEqualTo("Grain Mill");
        assertThat(members(neighbours(brand.strategy(), "hub", "competes_with", null))).containsExactly(
                "n-d out k4");
        assertThat(members(neighbours(brand.strategy(), "hub", "owns", null))).isEmpty();
    }

    @Test
    void neighboursSeeOnlyTheCallersLineOfScopes() throws Exception {
        Brand mine = freshBrand();
        Brand theirs = freshBrand();
        recordAll(entity("l-hub", "company", "Line Hub", acme), entity("l-a", "store", "Mine", mine.place()),
                entity("l-b", "store", "Theirs", theirs.place()),
                connection("l-k1", "supplies", "l-hub", "l-a", mine.place()),
                connection("l-k2", "supplies", "l-hub", "l-b", theirs.place()),
                entity("l-secret", "company", "Their Own", theirs.place()));

        assertThat(members(neighbours(mine.strategy(), "l-hub", "supplies", null))).containsExactly("l-a out l-k1");
        assertThat(members(neighbours(theirs.strategy(), "l-hub", "supplies", null)))
                .containsExactly("l-b out l-k2");
        Reply hidden = neighbours(mine.strategy(), "l-secret", "supplies", null);
        Reply missing = neighbours(mine.strategy(), "no-such-entity", "supplies", null);
        Reply otherTenant = neighbours(otherS1, "l-hub", "supplies", null);
        assertRefusal(hidden, 404, "not_found");
        assertRefusal(missing, 404, "not_found");
        assertRefusal(otherTenant, 404, "not_found");
        assertSameButRun(hidden.json(), missing.json());
    }

    @Test
    void aConnectionEndedLaterChangesNeighboursAsKnownNowButNotAsKnownBefore() throws Exception {
        Brand brand = freshBrand();
        String at = brand.place();
        recordAll(entity("t-hub", "company", "Time Hub", at), entity("t-a", "store", "Time Store", at),
                connection("t-k1", "supplies", "t-hub", "t-a", at));
        Instant before = between();
        recordAll(connection("t-k1", "supplies", "t-hub", "t-a", at).put("true_to", "2026-03-01"));

        String april = "2026-04-01T00:00:00Z";
        Reply now = neighbours(brand.strategy(), "t-hub", "supplies", null, "Svc-As-True-On", april);
        Reply then = neighbours(brand.strategy(), "t-hub", "supplies", null, "Svc-As-True-On", april,
                "Svc-As-Known-On", before.toString());
        Reply february = neighbours(brand.strategy(), "t-hub", "supplies", null, "Svc-As-True-On",
                "2026-02-01T00:00:00Z");

        assertThat(members(now)).isEmpty();
        assertThat(members(then)).containsExactly("t-a out t-k1");
        assertThat(then.foot().get("known_on").asText()).isEqualTo(before.toString());
        assertThat(members(february)).containsExactly("t-a out t-k1");
        assertRefusal(neighbours(brand.strategy(), "t-hub", "supplies", null, "Svc-As-True-On", "2025-12-01"),
                404, "not_found");
    }

    @Test
    void neighboursRefuseAMissingEntityOrKindAndACallerWithoutAsk() throws Exception {
        String scope = freshBrand().strategy();
        assertThat(refused(post("ask/neighbours", ana, scope, "{\"kind\":\"supplies\"}"))).isEqualTo("/entity");
        assertThat(refused(post("ask/neighbours", ana, scope, "{\"entity\":\"x\",\"kind\":\" \"}")))
                .isEqualTo("/kind");
        assertThat(refused(post("ask/neighbours", ana, scope, "{\"entity\":\"x\",\"kind\":\"supplies\",\"role\":\"\"}")))
                .isEqualTo("/role");
        assertRefusal(post("ask/neighbours", rita, scope, "{\"entity\":\"x\",\"kind\":\"supplies\"}"), 403,
                "not_allowed");
        assertRefusal(post("ask/neighbours", ana, acme, "{\"entity\":\"x\",\"kind\":\"supplies\"}"), 403,
                "not_allowed");
    }

    // -------------------------------------------------------------------------------------------- read/lookup

    @Test
    void aKeyFindsTheEntitiesHoldingItAndNamesItsBasis() throws Exception {
        Brand brand = freshBrand();
        ObjectNode one = entity("k-1", "company", "Keyed One", brand.place()).put("place_name", "Berlin, DE");
        one.putObject("keys").put("vat", "DE-K1").put("duns", "77");
        ObjectNode two = entity("k-2", "company", "Keyed Two", brand.place());
        two.putObject("keys").put("vat", "DE-K2");
        recordAll(one, two);

        Reply found = lookup(brand.strategy(), JSON.createObjectNode().put("namespace", "vat").put("value", "DE-K1"));

        assertCard(found, 200, "LookupAnswer", brand.strategy());
        JsonNode candidate = found.body().get("candidates").get(0);
        assertThat(found.body().get("candidates")).hasSize(1);
        assertThat(candidate.get("entity").asText()).isEqualTo("k-1");
        assertThat(candidate.get("name").asText()).isEqualTo("Keyed One");
        assertThat(candidate.get("entity_kind").asText()).isEqualTo("company");
        assertThat(candidate.get("place_name").asText()).isEqualTo("Berlin, DE");
        assertThat(candidate.get("keys")).isEqualTo(json("{\"vat\":\"DE-K1\",\"duns\":\"77\"}"));
        assertThat(candidate.get("score").asDouble()).isEqualTo(1.0);
        assertThat(candidate.get("matched_by").asText()).isEqualTo("key");
        assertThat(found.foot().get("basis").get("/candidates/0/score").asText()).startsWith("measured:");
        assertThat(found.body().get("cap_reached").asBoolean()).isFalse();
        assertThat(ids(lookup(brand.strategy(), JSON.createObjectNode().put("namespace", "vat").put("value", "DE-K1")
                .put("name", "Two")), "entity")).isEmpty();
        assertThat(ids(lookup(brand.strategy(), JSON.createObjectNode().put("namespace", "duns").put("value", "DE-K1")),
                "entity")).isEmpty();
    }

    @Test
    void aNameWithoutBreadthFindsBySubstringOfNamesAndAliasesNarrowedByPlaceAndKind() throws Exception {
        Brand brand = freshBrand();
        ObjectNode quill = entity("s-1", "company", "Quillfeather Paper", brand.place()).put("place_name", "Berlin, DE");
        ObjectNode alias = entity("s-2", "store", "Inkwell", brand.place()).put("place_name", "Hamburg, DE");
        alias.putArray("aliases").add("QUILLFEATHER Outlet");
        recordAll(quill, alias, entity("s-3", "company", "Quill", brand.place()).put("place_name", "Berlin, DE"));

        Reply found = lookup(brand.strategy(), named("quillfeather", null));

        assertThat(ids(found, "entity")).containsExactly("s-1", "s-2");
        assertThat(found.body().get("candidates").get(0).get("matched_by").asText()).isEqualTo("name");
        assertThat(found.body().get("candidates").get(0).get("score").asDouble())
                .isEqualTo(Math.round(12 / 18.0 * 10_000) / 10_000.0);
        assertThat(found.foot().get("basis").get("/candidates/1/score").asText()).contains("QUILLFEATHER Outlet");
        assertThat(ids(lookup(brand.strategy(), named("quill", null)), "entity")).containsExactly("s-3", "s-1",
                "s-2");
        assertThat(ids(lookup(brand.strategy(), named("quill", null).put("place", "berlin")), "entity"))
                .containsExactly("s-3", "s-1");
        assertThat(ids(lookup(brand.strategy(), named("quill", null).put("kind", "store")), "entity"))
                .containsExactly("s-2");
    }

    @Test
    void breadthExactSimilarAndRelatedEachSearchInPlaceOfTheSubstring() throws Exception {
        Brand brand = freshBrand();
        String at = brand.place();
        recordAll(entity("b-1", "company", "Brambleton Logistics", at),
                entity("b-2", "company", "brambleton  LOGISTICS", at),
                entity("b-3", "company", "Brämbleton Logistik", at),
                entity("b-4", "company", "Brambleton Logistics Holdings International", at),
                entity("b-5", "person", "Wilma Dray", at),
                entity("b-6", "company", "Unrelated Foods", at),
                connection("b-k1", "employs", "b-3", "b-5", at));

        Reply exact = lookup(brand.strategy(), named("Brambleton Logistics", "exact"));
        Reply similar = lookup(brand.strategy(), named("Brambleton Logistics", "similar"));
        Reply related = lookup(brand.strategy(), named("Brambleton Logistics", "related"));
        Reply substring = lookup(brand.strategy(), named("Brambleton Logistics", null));

        assertThat(ids(exact, "entity")).containsExactly("b-1", "b-2");
        assertThat(ids(similar, "entity")).containsExactly("b-1", "b-2", "b-3");
        assertThat(ids(similar, "matched_by")).containsOnly("similar_name");
        double brambleton = similar.body().get("candidates").get(2).get("score").asDouble();
        assertThat(brambleton).isEqualTo(Math.round((1 - 2 / 20.0) * 10_000) / 10_000.0);
        assertThat(ids(related, "entity")).containsExactly("b-1", "b-2", "b-3", "b-5");
        JsonNode dray = related.body().get("candidates").get(3);
        assertThat(dray.get("matched_by").asText()).isEqualTo("connection");
        assertThat(dray.get("score").asDouble()).isEqualTo(Math.round(brambleton / 2 * 10_000) / 10_000.0);
        assertThat(related.foot().get("basis").get("/candidates/3/score").asText()).contains("b-k1")
                .startsWith("estimated:");
        // The substring search ignores case only: the run of spaces in b-2 and the accent of b-3 keep them out.
        assertThat(ids(substring, "entity")).containsExactly("b-1", "b-4");
        assertThat(ids(lookup(brand.strategy(), named("Brambleton Logistics", "related").put("kind", "person")),
                "entity")).containsExactly("b-5");
    }

    @Test
    void breadthBroadFindsByMeaningOfTheName() throws Exception {
        Brand brand = freshBrand();
        String at = brand.place();
        recordAll(entity("m-1", "company", "Northwind Coffee Roasters", at),
                entity("m-2", "company", "Hamburg Shipping Lines", at),
                entity("m-3", "company", "Sunrise Bread Company", at));

        Reply broad = lookup(brand.strategy(), named("coffee roastery", "broad"));

        assertCard(broad, 200, "LookupAnswer", brand.strategy());
        assertThat(ids(broad, "entity")).containsExactly("m-1");
        JsonNode candidate = broad.body().get("candidates").get(0);
        assertThat(candidate.get("matched_by").asText()).isEqualTo("meaning");
        assertThat(candidate.get("score").asDouble()).isBetween(0.4, 1.0);
        assertThat(broad.foot().get("basis").get("/candidates/0/score").asText()).contains("cosine");
        assertThat(ids(lookup(brand.strategy(), named("coffee roastery", null)), "entity")).isEmpty();
    }

    @Test
    void theNameMeaningsAreRebuiltFromTheLog() throws Exception {
        Brand brand = freshBrand();
        recordAll(entity("rb-1", "company", "Riverside Vineyard Estates", brand.place()));
        assertThat(ids(lookup(brand.strategy(), named("winery", "broad")), "entity")).containsExactly("rb-1");
        StreamingEventProcessor meanings = processing.eventProcessor("entity-meanings",
                StreamingEventProcessor.class).orElseThrow();

        // On PostgreSQL only an event processor writes the table (row-level security): the lost rows and the reset
        // are done as one, on this thread, whose transactions take its row scope.
        RowScopes.run(RowScope.projector(),
                () -> transactions.executeWithoutResult(status -> jdbc.update("DELETE FROM entity_meaning")));
        assertThat(ids(lookup(brand.strategy(), named("winery", "broad")), "entity")).isEmpty();
        meanings.shutDown();
        try {
            RowScopes.run(RowScope.projector(), meanings::resetTokens);
        } finally {
            meanings.start();
        }

        // Right after a restart the processor may still report its position from before the reset, so the read's
        // catch-up can pass before the replay ran: wait for the replay instead.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        List<String> found;
        do {
            found = ids(lookup(brand.strategy(), named("winery", "broad")), "entity");
        } while (found.isEmpty() && System.nanoTime() < deadline && sleep());
        assertThat(found).containsExactly("rb-1");

        // The table is the shared server's: every class's names are back only once the whole replay is over.
        long replayed = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while ((meanings.processingStatus().isEmpty() || meanings.isReplaying()) && System.nanoTime() < replayed) {
            Thread.sleep(20);
        }
        assertThat(meanings.isReplaying()).as("entity-meanings still replaying").isFalse();
    }

    private static boolean sleep() throws InterruptedException {
        Thread.sleep(20);
        return true;
    }

    @Test
    void aRenameRecordedLaterChangesTheLookupAsKnownNowButNotAsKnownBefore() throws Exception {
        Brand brand = freshBrand();
        recordAll(entity("v-1", "company", "Oldname Trading", brand.place()));
        Instant before = between();
        recordAll(entity("v-1", "company", "Newname Trading", brand.place()).put("true_from", "2026-01-01"));

        Reply now = lookup(brand.strategy(), named("Newname", null));
        Reply then = lookup(brand.strategy(), named("Newname", null), "Svc-As-Known-On", before.toString());
        Reply oldThen = lookup(brand.strategy(), named("Oldname", null), "Svc-As-Known-On", before.toString());

        assertThat(ids(now, "entity")).containsExactly("v-1");
        assertThat(ids(then, "entity")).isEmpty();
        assertThat(ids(oldThen, "entity")).containsExactly("v-1");
        assertThat(ids(lookup(brand.strategy(), named("Oldname", null)), "entity")).isEmpty();
    }

    @Test
    void aLookupHoldsAtMostFiftyCandidatesBestFirstThenById() throws Exception {
        Brand brand = freshBrand();
        ObjectNode[] many = new ObjectNode[52];
        for (int i = 0; i < 51; i++) {
            many[i] = entity(String.format("cap-%02d", i), "store", "Capstan Store", brand.place());
        }
        many[51] = entity("cap-zz", "store", "Capstan", brand.place());
        recordAll(many);

        Reply found = lookup(brand.strategy(), named("capstan", null));

        List<String> ids = ids(found, "entity");
        assertThat(ids).hasSize(50).startsWith("cap-zz", "cap-00", "cap-01").endsWith("cap-48");
        assertThat(found.body().get("cap_reached").asBoolean()).isTrue();
        assertThat(found.foot().get("basis").get("/candidates/49/score").asText()).startsWith("measured:");
    }

    @Test
    void lookupSeesOnlyTheCallersLineOfScopes() throws Exception {
        Brand mine = freshBrand();
        Brand theirs = freshBrand();
        recordAll(entity("o-1", "company", "Scopewise Tenantwide", acme),
                entity("o-2", "company", "Scopewise Mine", mine.place()),
                entity("o-3", "company", "Scopewise Theirs", theirs.place()));

        List<String> found = ids(lookup(mine.strategy(), named("scopewise", null)), "entity");

        assertThat(found).contains("o-1", "o-2").doesNotContain("o-3");
        assertThat(ids(lookup(otherS1, named("scopewise", null)), "entity")).isEmpty();
    }

    @Test
    void lookupRefusesEmptyOrHalfGivenInputNamingTheField() throws Exception {
        String scope = freshBrand().strategy();
        assertThat(refused(lookup(scope, JSON.createObjectNode()))).isEqualTo("/name");
        assertThat(refused(lookup(scope, JSON.createObjectNode().put("kind", "company")))).isEqualTo("/name");
        assertThat(refused(lookup(scope, JSON.createObjectNode().put("breadth", "similar")))).isEqualTo("/name");
        assertThat(refused(lookup(scope, JSON.createObjectNode().put("namespace", "vat")))).isEqualTo("/value");
        assertThat(refused(lookup(scope, JSON.createObjectNode().put("value", "DE1")))).isEqualTo("/namespace");
        assertThat(refused(lookup(scope, named("x", "wide")))).isEqualTo("/breadth");
        assertThat(refused(lookup(scope, named(" ", null)))).isEqualTo("/name");
        assertRefusal(post("read/lookup", ana, acme, named("x", null).toString()), 403, "not_allowed");
    }
}
