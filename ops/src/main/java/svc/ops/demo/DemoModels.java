package svc.ops.demo;

import static svc.ops.demo.DemoLines.object;
import static svc.ops.demo.DemoLines.texts;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * The demo's models and settings: the coffee-retail vertical, Northwind's market twin, parameters with versions,
 * invitations and their state changes, baskets with memberships and a control group, and a saved view; each with a
 * correction recorded after it.
 */
final class DemoModels {
    private static final String TENANT_PLACE = "tenant/" + DemoFacts.TENANT;

    private final Random random;
    private final DemoLines lines;
    private final DemoLines corrections;

    DemoModels(Random random, DemoLines lines, DemoLines corrections) {
        this.random = random;
        this.lines = lines;
        this.corrections = corrections;
    }

    void record(DemoGraph graph) {
        vertical(lines, 1180);
        vertical(corrections, 1310);
        twin(graph);
        parameters();
        invitations();
        basket("summer-bundle", "Summer bundle buyers", "co-purchase", DemoFacts.SPRING, graph.retailers(), 300);
        basket("loyalty", "Loyalty card holders", "loyalty-card", DemoFacts.RETENTION, graph.retailers(), 200);
        ObjectNode view = lines.fact("saved_view", "sv-large-roasters", DemoFacts.SPRING, DemoGraph.SINCE);
        view.put("name", "Large roasters").put("unit_kind", "entity");
        view.set("predicate", object().set("all", DemoLines.list()
                .add(object().put("field", "tags").put("contains", "roaster"))
                .add(object().put("field", "employees").put("gte", 100))));
        view.set("columns", texts("name", "place_name", "employees"));
    }

    /** The vertical as first counted, and (as a correction) recounted for the same date. */
    private void vertical(DemoLines to, int retailers) {
        ObjectNode vertical = to.fact("vertical", "coffee-retail", TENANT_PLACE, Instant.parse("2026-01-01T00:00:00Z"));
        vertical.put("name", "Coffee retail");
        vertical.set("brands", texts("northwind", "contoso"));
        vertical.set("chain", texts("growers", "roasters", "wholesalers", "retailers", "consumers"));
        ArrayNode stocks = DemoLines.list();
        stocks.add(stock("active roasters", "roasters", 204, "companies tagged roaster in the record, January count"));
        stocks.add(stock("wholesale accounts", "wholesalers", 402, "wholesaler registry extract, 2025-12-15"));
        stocks.add(stock("retail outlets", "retailers", retailers, retailers == 1180
                ? "retailer count from the January store survey"
                : "retailer count from the January store survey, recounted in March after duplicates were merged"));
        stocks.add(stock("coffee drinkers (thousands)", "consumers", 41200, "national coffee survey 2025"));
        vertical.set("stocks", stocks);
        vertical.set("roles", texts("grower", "roaster", "wholesaler", "retailer", "buyer"));
        vertical.set("segments", texts("specialty", "mainstream", "office coffee"));
        vertical.set("templates", DemoLines.list().add(object().put("id", "tpl-stock-flow")
                .put("name", "Coffee retail stock and flow").put("model_family", "system-dynamics")));
        vertical.set("words", texts("single origin", "cupping score", "green beans", "roast profile"));
        vertical.set("rules", texts("A retailer buys from at most three wholesalers",
                "Green bean prices move the wholesale price with a lag of one quarter"));
    }

    private static ObjectNode stock(String name, String stage, int count, String basis) {
        return object().put("name", name).put("stage", stage).put("count", count).put("basis", basis);
    }

    private void twin(DemoGraph graph) {
        String place = "tenant/" + DemoFacts.TENANT + "/brand/northwind";
        for (int half = 0; half < 2; half++) {
            ObjectNode twin = lines.fact("market_twin", "northwind-twin", place,
                    Instant.parse(half == 0 ? "2026-02-01T00:00:00Z" : "2026-06-01T00:00:00Z"));
            twin.put("model_family", "system-dynamics").put("template", "tpl-stock-flow")
                    .put("vertical", "coffee-retail").put("strategy", "spring-launch");
            ArrayNode participants = DemoLines.list();
            participants.add(object().put("entity", DemoGraph.NORTHWIND).put("stage", "retailers"));
            participants.add(object().put("entity", DemoGraph.CONTOSO).put("stage", "retailers"));
            for (int i = 0; i < 6; i++) {
                participants.add(object().put("entity", graph.roasters().get(i)).put("stage", "roasters"));
            }
            twin.set("participants", participants);
            twin.set("stocks", DemoLines.list()
                    .add(object().put("name", "shelf share").put("level", half == 0 ? 0.12 : 0.15))
                    .add(object().put("name", "active accounts").put("level", half == 0 ? 318 : 362))
                    .add(object().put("name", "green bean inventory (t)").put("level", half == 0 ? 41.5 : 37.0)));
            ArrayNode simulations = DemoLines.list();
            simulations.add(object().put("id", "sim-1").put("ran_on", "2026-02-03T00:00:00Z")
                    .put("outcome", "Shelf share reaches 14% by June with the spring launch"));
            if (half == 1) {
                simulations.add(object().put("id", "sim-2").put("ran_on", "2026-06-02T00:00:00Z")
                        .put("outcome", "A 10% discount cap keeps margin above 30% through the summer"));
            }
            twin.set("simulations", simulations);
        }
    }

    private void parameters() {
        parameter(lines, "vat-rate", TENANT_PLACE, "2025-01-01", "vat_rate", 0.19, "share");
        String northwind = "tenant/" + DemoFacts.TENANT + "/brand/northwind";
        parameter(lines, "response-target-northwind", northwind, "2026-01-01", "response_target_hours", 24, "hours");
        parameter(lines, "response-target-northwind", northwind, "2026-06-01", "response_target_hours", 12, "hours");
        parameter(lines, "response-target-contoso", "tenant/" + DemoFacts.TENANT + "/brand/contoso", "2026-01-01",
                "response_target_hours", 8, "hours");
        parameter(lines, "discount-cap", DemoFacts.SPRING, "2026-03-01", "discount_cap", 0.10, "share");
        parameter(corrections, "discount-cap", DemoFacts.SPRING, "2026-03-01", "discount_cap", 0.15, "share");
    }

    private static void parameter(DemoLines to, String id, String place, String from, String name, double value,
            String dimension) {
        to.fact("parameter", id, place, Instant.parse(from + "T00:00:00Z")).put("name", name).put("value", value)
                .put("dimension", dimension);
    }

    private void invitations() {
        invitation("inv-ana", "ana@northwind.example", "invited", "2026-02-01", "read", "ask");
        invitation("inv-ana", "ana@northwind.example", "accepted", "2026-02-03", "read", "ask");
        invitation("inv-bo", "bo@contoso.example", "invited", "2026-03-10", "read");
        invitation("inv-bo", "bo@contoso.example", "declined", "2026-03-12", "read");
        invitation("inv-cy", "cy@agency.example", "invited", "2026-10-01", "read", "ask", "act");
        invitation("inv-dee", "dee@northwind.example", "invited", "2026-04-01", "read", "act");
        invitation("inv-dee", "dee@northwind.example", "accepted", "2026-04-02", "read", "act");
        invitation("inv-dee", "dee@northwind.example", "revoked", "2026-09-30", "read", "act");
    }

    private void invitation(String id, String invitee, String state, String on, String... grants) {
        ObjectNode invitation = lines.fact("invitation", id, TENANT_PLACE, Instant.parse(on + "T09:00:00Z"));
        invitation.put("invitee", invitee).put("state", state).put("invited_by", DemoFacts.ADMIN);
        invitation.set("grants", texts(grants));
    }

    private void basket(String id, String name, String service, String place, List<String> subjects, int members) {
        Instant since = Instant.parse("2026-03-01T00:00:00Z");
        lines.fact("basket", id, place, since).put("name", name).put("service", service);
        for (int i = 0; i < members; i++) {
            String subject = subjects.get((i * 7) % subjects.size());
            boolean control = i % 7 == 0;
            double likelihood = Math.round(Math.min(1, Math.max(0, (control ? 0.25 : 0.45)
                    + 0.2 * random.nextGaussian())) * 1000) / 1000.0;
            lines.fact("membership", "m-" + id + "-" + i, place, since).put("basket", id).put("subject", subject)
                    .put("service", service).put("likelihood", likelihood).put("control", control);
        }
    }
}
