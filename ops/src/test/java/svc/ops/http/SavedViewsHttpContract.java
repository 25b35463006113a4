package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * ask/saved_view through the real server: keeping a view (a saved_view fact at the caller's strategy), reading its
 * rows a page at a time on both time axes and within the caller's scope, and each refusal naming its field. A page
 * holds 2 rows on the shared server ({@link SharedServer}), so a view of 3 has two.
 */
abstract class SavedViewsHttpContract extends HttpSupport {
    /** A fresh prefix per test, so that tests sharing one database never see each other's units. */
    final String p = "t" + UUID.randomUUID().toString().substring(0, 8) + "-";

    static ObjectNode membership(String id, String basket, String subject, double likelihood) {
        return JSON.createObjectNode().put("kind", "membership").put("id", id).put("basket", basket)
                .put("subject", subject).put("likelihood", likelihood);
    }

    /** Memberships of basket b: a 0.9, b 0.7, c 0.6, d 0.1. */
    Reply recordMemberships() throws Exception {
        Reply reply = post("act/record", ana, b1, facts(
                JSON.createObjectNode().put("kind", "basket").put("id", p + "b").put("name", "Garden")
                        .put("service", "co-purchase"),
                membership(p + "m-a", p + "b", p + "a", 0.9), membership(p + "m-b", p + "b", p + "b", 0.7),
                membership(p + "m-c", p + "b", p + "c", 0.6), membership(p + "m-d", p + "b", p + "d", 0.1)));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    /** Memberships of this test's basket with a likelihood of at least 0.5, showing subject and likelihood. */
    ObjectNode view(String id) {
        ObjectNode input = JSON.createObjectNode();
        ObjectNode view = input.putObject("view");
        if (id != null) {
            view.put("id", id);
        }
        view.put("name", "Likely members").put("unit_kind", "membership");
        view.putObject("predicate").putArray("all")
                .add(JSON.createObjectNode().put("field", "basket").put("eq", p + "b"))
                .add(JSON.createObjectNode().put("field", "likelihood").put("gte", 0.5));
        view.putArray("columns").add("subject").add("likelihood");
        return input;
    }

    Reply savedView(String scope, JsonNode input, String... headers) throws Exception {
        return post("ask/saved_view", ana, scope, input.toString(), headers);
    }

    Reply rows(String scope, String id, Integer page, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("read", id);
        if (page != null) {
            input.put("page", page);
        }
        return savedView(scope, input, headers);
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // ------------------------------------------------------------------------------------------------ keeping

    @Test
    void keepingAViewAnswersItWithItsIdAndKeepsItAsASavedViewFact() throws Exception {
        Reply kept = savedView(s1, view(p + "v"));

        assertCard(kept, 200, "SavedViewAnswer", s1);
        JsonNode view = kept.body().get("view");
        assertThat(view.get("id").asText()).isEqualTo(p + "v");
        assertThat(view.get("unit_kind").asText()).isEqualTo("membership");
        assertThat(view.get("columns")).hasSize(2);
        assertThat(view.get("place").asText()).isEqualTo(s1);
        assertThat(kept.body().get("kept").asBoolean()).isTrue();
        assertThat(kept.foot().get("basis").get("/view/predicate/all/1/gte").asText()).contains("given by the caller");

        ObjectNode unit = JSON.createObjectNode();
        unit.putObject("unit").put("id", p + "v").put("kind", "saved_view");
        Reply read = post("read/unit", ana, s1, unit.toString());
        assertCard(read, 200, "SavedView", s1);
        assertThat(read.body().get("name").asText()).isEqualTo("Likely members");
        Reply history = post("read/history", ana, s1, unit.toString());
        assertThat(history.body()).hasSize(1);
        assertThat(history.body().get(0).get("event").asText()).isEqualTo("FactRecorded");
    }

    @Test
    void keepingTheSameViewAgainWritesNothingAndAViewWithoutAnIdIsNamedByItsDefinition() throws Exception {
        savedView(s1, view(p + "v"));
        Reply again = savedView(s1, view(p + "v"));
        Reply unnamed = savedView(s1, view(null));
        Reply unnamedAgain = savedView(s1, view(null));

        assertThat(again.body().get("kept").asBoolean()).isFalse();
        String id = unnamed.body().get("view").get("id").asText();
        assertThat(id).startsWith("sv-");
        assertThat(unnamedAgain.body().get("view").get("id").asText()).isEqualTo(id);
        assertThat(unnamedAgain.body().get("kept").asBoolean()).isFalse();
        ObjectNode unit = JSON.createObjectNode();
        unit.putObject("unit").put("id", p + "v").put("kind", "saved_view");
        assertThat(post("read/history", ana, s1, unit.toString()).body()).hasSize(1);
    }

    @Test
    void aSavedViewCanAlsoBeRecordedThroughActRecord() throws Exception {
        recordMemberships();
        ObjectNode fact = ((ObjectNode) view(p + "rec").get("view")).put("kind", "saved_view");

        Reply recorded = post("act/record", ana, s1, facts(fact));
        Reply rows = rows(s1, p + "rec", null);

        assertThat(recorded.status()).as(recorded.text()).isEqualTo(200);
        assertThat(rows.body().get("total").asInt()).isEqualTo(3);
        assertThat(refusedField(post("act/record", ana, b1, facts(fact)))).isEqualTo("/facts/0/place");
    }

    // ------------------------------------------------------------------------------------------------ rows

    @Test
    void readingAViewAnswersItsRowsAPageAtATimeWithWhenTheyWereBuilt() throws Exception {
        recordMemberships();
        savedView(s1, view(p + "v"));

        Reply first = rows(s1, p + "v", null);
        Reply second = rows(s1, p + "v", 2);
        Reply beyond = rows(s1, p + "v", 3);

        assertCard(first, 200, "SavedViewAnswer", s1);
        JsonNode body = first.body();
        assertThat(body.get("rows")).hasSize(2);
        JsonNode row = body.get("rows").get(0);
        assertThat(row.get("id").asText()).isEqualTo(p + "m-a");
        assertThat(row.get("subject").asText()).isEqualTo(p + "a");
        assertThat(row.get("likelihood").asDouble()).isEqualTo(0.9);
        assertThat(row.fieldNames()).toIterable().containsExactly("id", "subject", "likelihood");
        assertThat(body.get("page").asInt()).isEqualTo(1);
        assertThat(body.get("page_size").asInt()).isEqualTo(2);
        assertThat(body.get("total").asInt()).isEqualTo(3);
        assertThat(body.get("next").asBoolean()).isTrue();
        assertThat(body.get("true_on").asText()).isEqualTo(first.foot().get("true_on").asText());
        assertThat(body.get("known_on").asText()).isEqualTo(first.foot().get("known_on").asText());
        assertThat(java.time.Instant.parse(body.get("built_at").asText()))
                .isAfterOrEqualTo(java.time.Instant.parse(body.get("known_on").asText()));
        JsonNode basis = first.foot().get("basis");
        assertThat(basis.get("/rows/0/likelihood").asText()).contains("given by a caller", p + "m-a");
        assertThat(basis.get("/total").asText()).startsWith("counted:");
        assertThat(basis.get("/page_size").asText()).startsWith("configured:");
        assertThat(second.body().get("rows")).hasSize(1);
        assertThat(second.body().get("rows").get(0).get("id").asText()).isEqualTo(p + "m-c");
        assertThat(second.body().get("next").asBoolean()).isFalse();
        assertThat(beyond.body().get("rows")).isEmpty();
    }

    @Test
    void aViewOfAnotherKindReadsItsUnitsAsReadUnitShowsThem() throws Exception {
        ObjectNode hypothesis = JSON.createObjectNode().put("kind", "hypothesis").put("id", p + "h")
                .put("claim", "Referrals convert");
        post("act/record", ana, s1, facts(hypothesis));
        ObjectNode input = JSON.createObjectNode();
        ObjectNode view = input.putObject("view").put("id", p + "hv").put("name", "Open claims")
                .put("unit_kind", "hypothesis");
        view.putObject("predicate").put("field", "claim").put("starts_with", "Referrals");
        view.putArray("columns").add("claim").add("standing");
        savedView(s1, input);

        JsonNode body = rows(s1, p + "hv", null).body();

        assertThat(body.get("rows")).isNotEmpty();
        assertThat(body.get("rows").findValuesAsText("standing")).contains("under test");
    }

    @Test
    void rowsAreReadOnBothTimeAxes() throws Exception {
        Reply recorded = post("act/record", ana, b1, facts(
                membership(p + "m-a", p + "b", p + "a", 0.9).put("true_from", "2026-01-01"),
                membership(p + "m-b", p + "b", p + "b", 0.2).put("true_from", "2026-01-01")));
        savedView(s1, view(p + "v"));
        String k1 = savedView(s1, view(p + "v")).body().get("known_on").asText();
        post("act/record", ana, b1, facts(membership(p + "m-b", p + "b", p + "b", 0.8).put("true_from", "2026-02-01")));

        JsonNode now = rows(s1, p + "v", null, "Svc-As-True-On", "2026-03-01").body();
        JsonNode then = rows(s1, p + "v", null, "Svc-As-True-On", "2026-03-01", "Svc-As-Known-On", k1).body();
        JsonNode january = rows(s1, p + "v", null, "Svc-As-True-On", "2026-01-15").body();

        assertThat(recorded.status()).isEqualTo(200);
        assertThat(now.get("total").asInt()).isEqualTo(2);
        assertThat(then.get("total").asInt()).as("the correction was not known then").isEqualTo(1);
        assertThat(then.get("known_on").asText()).isEqualTo(k1);
        assertThat(january.get("total").asInt()).isEqualTo(1);
    }

    @Test
    void aViewIsReadOnlyFromItsOwnStrategy() throws Exception {
        savedView(s1, view(p + "v"));

        JsonNode elsewhere = assertRefusal(rows(s2, p + "v", null), 404, "not_found");
        JsonNode missing = assertRefusal(rows(s1, p + "no-such", null), 404, "not_found");

        assertSameButRun(elsewhere, missing);
        assertRefusal(rows(otherS1, p + "v", null), 404, "not_found");
        assertThat(refusedField(savedView(s2, view(p + "v")))).as("the id is taken at s1").isEqualTo("/view/id");
    }

    // ------------------------------------------------------------------------------------------------ refusals

    @Test
    void eachRefusalNamesItsField() throws Exception {
        ObjectNode both = view(p + "v").put("read", p + "v");
        assertThat(refusedField(savedView(s1, both))).isEqualTo("/read");
        assertThat(refusedField(savedView(s1, JSON.createObjectNode().put("page", 2)))).isEqualTo("/read");

        ObjectNode badPredicate = view(p + "v");
        ((ObjectNode) badPredicate.get("view").get("predicate").get("all").get(1)).put("gte", JSON.createArrayNode());
        assertThat(refusedField(savedView(s1, badPredicate))).isEqualTo("/view/predicate/all/1/gte");
        ObjectNode noPredicate = view(p + "v");
        ((ObjectNode) noPredicate.get("view")).remove("predicate");
        assertThat(refusedField(savedView(s1, noPredicate))).isEqualTo("/view/predicate");
        ObjectNode badKind = view(p + "v");
        ((ObjectNode) badKind.get("view")).put("unit_kind", "unicorn");
        assertThat(refusedField(savedView(s1, badKind))).isEqualTo("/view/unit_kind");
        ObjectNode badColumn = view(p + "v");
        ((ObjectNode) badColumn.get("view")).putArray("columns").add("subject").add("Bad Column");
        assertThat(refusedField(savedView(s1, badColumn))).isEqualTo("/view/columns/1");
        ObjectNode stranger = view(p + "v");
        ((ObjectNode) stranger.get("view")).put("colour", "red");
        assertThat(refusedField(savedView(s1, stranger))).isEqualTo("/view/colour");
        assertThat(refusedField(savedView(s1, view(p + "v").put("page", 1)))).isEqualTo("/page");
        assertThat(refusedField(rows(s1, p + "v", 0))).isEqualTo("/page");
        assertThat(refusedField(savedView(s1, view(p + "v"), "Svc-As-Known-On", "2026-01-01")))
                .isEqualTo("Svc-As-Known-On");
        assertRefusal(post("ask/saved_view", rita, s1, view(p + "v").toString()), 403, "not_allowed");
        assertRefusal(savedView(b1, view(p + "v")), 403, "not_allowed");
        assertRefusal(rows(s1, p + "v", null), 404, "not_found");
    }
}
