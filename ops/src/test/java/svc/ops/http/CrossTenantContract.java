package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Cross-tenant probes: units of many kinds recorded in the other tenant, read by callers in acme (ana, who holds
 * grants in both tenants, and rita, who holds read in acme only) by their ids. Every answer must be the very answer
 * for an id that does not exist: the same status and the same body apart from {@code run} (design.md, Refusal). The
 * other tenant's brand and strategy carry the same ids as acme's (b1, s1), so a place compared by its ids alone
 * would leak.
 */
abstract class CrossTenantContract extends HttpSupport {
    private final String otherB1 = otherTenant + "/brand/b1";
    private static final List<String> KINDS = List.of("hypothesis", "entity", "connection", "lead", "parameter",
            "basket", "vertical", "market_twin", "saved_view", "telling");

    /** Read dates fixed after the other tenant's units were recorded, so that two answers differ only by run. */
    private static final String TRUE_ON = "2026-06-01";
    private static volatile String knownOn;
    private static volatile String tellingId;
    private static volatile String recordedIn;

    @BeforeEach
    void otherTenantsUnits() throws Exception {
        synchronized (CrossTenantContract.class) {
            if (acme.equals(recordedIn)) {
                return;
            }
            Reply recorded = post("act/record", ana, otherTenant, facts(
                    placed("hypothesis", "xt-hypothesis", otherS1).put("claim", "Hidden claim"),
                    placed("entity", "xt-entity", otherTenant).put("entity_kind", "company").put("name", "Hidden Works")
                            .set("keys", JSON.createObjectNode().put("vat", "XT-HIDDEN-1")),
                    placed("entity", "xt-entity-2", otherTenant).put("entity_kind", "company")
                            .put("name", "Hidden Two"),
                    placed("connection", "xt-connection", otherTenant).put("connection_kind", "supplies")
                            .put("from", "xt-entity").put("to", "xt-entity-2"),
                    placed("lead", "xt-lead", otherB1).put("delivered", "2026-01-05T09:12:00Z"),
                    placed("parameter", "xt-parameter", otherTenant).put("name", "xt-hidden-margin").put("value", 0.3),
                    placed("basket", "xt-basket", otherB1).put("name", "Hidden basket").put("service", "co-purchase"),
                    placed("vertical", "xt-vertical", otherTenant).put("name", "Hidden vertical")
                            .set("brands", JSON.createArrayNode().add("b1")),
                    placed("market_twin", "xt-market_twin", otherB1).put("vertical", "xt-vertical"),
                    savedView()));
            assertThat(recorded.status()).as(recorded.text()).isEqualTo(200);
            ObjectNode telling = JSON.createObjectNode();
            telling.putObject("telling").put("address", "https://hooks.example.com/hidden")
                    .put("secret", "whsec-hidden-0123456789").putArray("kinds").add("run");
            Reply told = post("act/webhook", ana, otherTenant, telling.toString());
            assertThat(told.status()).as(told.text()).isEqualTo(200);
            tellingId = told.body().get("id").asText();
            for (String kind : KINDS) {
                untilVisible(kind, kind.equals("telling") ? tellingId : "xt-" + kind);
            }
            Thread.sleep(2);
            knownOn = Instant.now().toString();
            recordedIn = acme;
        }
    }

    @Test
    void everyKindOfUnitOfAnotherTenantIsReadAsAMissingOne() throws Exception {
        for (String kind : KINDS) {
            String id = kind.equals("telling") ? tellingId : "xt-" + kind;
            for (String route : List.of("read/unit", "read/history", "read/why")) {
                for (String scope : List.of(acme, b1, s1)) {
                    for (String token : List.of(ana, rita)) {
                        assertSameAnswer(route, token, scope, unitOf(kind, id), unitOf(kind, "xt-never"));
                    }
                }
            }
        }
    }

    @Test
    void eachKindsOwnReadRouteAnswersAnotherTenantsIdAsAMissingOne() throws Exception {
        for (String token : List.of(ana, rita)) {
            assertSameAnswer("read/vertical", token, b1, "{\"vertical\":\"xt-vertical\"}", "{\"vertical\":\"xt-no\"}");
            assertSameAnswer("read/market_twin", token, b1, "{\"twin\":\"xt-market_twin\"}", "{\"twin\":\"xt-no\"}");
            assertSameAnswer("read/basket", token, s1, "{\"basket\":\"xt-basket\"}", "{\"basket\":\"xt-no\"}");
            assertSameAnswer("read/parameter", token, acme, "{\"name\":\"xt-hidden-margin\"}", "{\"name\":\"xt-no\"}");
            assertSameAnswer("read/parameter", token, s1,
                    "{\"name\":\"xt-hidden-margin\",\"scope\":\"" + otherTenant + "\"}",
                    "{\"name\":\"xt-no\",\"scope\":\"" + otherTenant + "\"}");
            assertSameAnswer("ask/neighbours", token, s1, "{\"entity\":\"xt-entity\",\"kind\":\"supplies\"}",
                    "{\"entity\":\"xt-no\",\"kind\":\"supplies\"}");
            assertSameAnswer("ask/saved_view", token, s1, "{\"read\":\"xt-saved_view\"}", "{\"read\":\"xt-no\"}");
        }
    }

    @Test
    void aLookupFindsNothingOfAnotherTenant() throws Exception {
        for (String breadth : List.of("exact", "similar", "related", "broad")) {
            Reply byName = post("read/lookup", ana, s1, "{\"name\":\"Hidden\",\"breadth\":\"" + breadth + "\"}",
                    "Svc-As-True-On", TRUE_ON, "Svc-As-Known-On", knownOn);
            assertThat(byName.status()).as(byName.text()).isEqualTo(200);
            assertThat(byName.text()).as(breadth).doesNotContain("xt-entity", "Hidden Works", "Hidden Two");
        }
        Reply byKey = post("read/lookup", ana, s1, "{\"namespace\":\"vat\",\"value\":\"XT-HIDDEN-1\"}",
                "Svc-As-True-On", TRUE_ON, "Svc-As-Known-On", knownOn);
        assertThat(byKey.status()).as(byKey.text()).isEqualTo(200);
        assertThat(byKey.text()).doesNotContain("xt-entity", "Hidden Works");
    }

    @Test
    void theOtherTenantStillSeesItsOwnUnits() throws Exception {
        for (String kind : KINDS) {
            String id = kind.equals("telling") ? tellingId : "xt-" + kind;
            Reply unit = post("read/unit", ana, otherS1, unitOf(kind, id));
            assertThat(unit.status()).as("%s in its own tenant: %s", kind, unit).isEqualTo(200);
        }
        Reply vertical = post("read/vertical", ana, otherB1, "{\"vertical\":\"xt-vertical\"}");
        assertThat(vertical.status()).as(vertical.text()).isEqualTo(200);
    }

    @Test
    void namingTheOtherTenantInTheScopeIsRefusedByThePermissionCheck() throws Exception {
        JsonNode refusal = assertRefusal(post("read/unit", rita, otherS1, unitOf("hypothesis", "xt-hypothesis")),
                403, "not_allowed");
        JsonNode missing = assertRefusal(post("read/unit", rita, otherS1, unitOf("hypothesis", "xt-never")),
                403, "not_allowed");
        assertSameButRun(refusal, missing);
    }

    private void assertSameAnswer(String route, String token, String scope, String hidden, String missing)
            throws Exception {
        Reply seen = post(route, token, scope, hidden, "Svc-As-True-On", TRUE_ON, "Svc-As-Known-On", knownOn);
        Reply absent = post(route, token, scope, missing, "Svc-As-True-On", TRUE_ON, "Svc-As-Known-On", knownOn);
        assertThat(seen.status()).as("%s %s at %s: %s", route, hidden, scope, seen).isEqualTo(absent.status())
                .isNotEqualTo(200);
        assertThat(seen.header("Content-Type")).isEqualTo(absent.header("Content-Type"));
        assertSameButRun(seen.json(), absent.json());
    }

    private void untilVisible(String kind, String id) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        Reply reply;
        do {
            reply = post("read/unit", ana, otherS1, unitOf(kind, id));
            if (reply.status() == 200) {
                return;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        assertThat(reply.status()).as("%s %s recorded: %s", kind, id, reply).isEqualTo(200);
    }

    private static String unitOf(String kind, String id) {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return input.toString();
    }

    private static ObjectNode placed(String kind, String id, String place) {
        return JSON.createObjectNode().put("kind", kind).put("id", id).put("place", place)
                .put("true_from", "2026-01-01");
    }

    private ObjectNode savedView() {
        ObjectNode view = placed("saved_view", "xt-saved_view", otherS1).put("name", "Hidden view")
                .put("unit_kind", "entity");
        view.putObject("predicate").putArray("all");
        view.putArray("columns").add("name");
        return view;
    }
}
