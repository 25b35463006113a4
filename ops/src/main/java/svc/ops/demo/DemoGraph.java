package svc.ops.demo;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The demo's market: companies (roasters, wholesalers, retailers), their stores and people, the two brands, and
 * the connections between them; some names are near twins so that similar lookups find something. One of
 * Northwind's suppliers is learned, later, to have stopped supplying it in May.
 */
final class DemoGraph {
    static final String PLACE = "tenant/" + DemoFacts.TENANT;
    static final Instant SINCE = Instant.parse("2025-06-01T00:00:00Z");
    static final String[] CITIES = {"Berlin, DE", "Hamburg, DE", "Munich, DE", "Cologne, DE", "Vienna, AT",
        "Zurich, CH", "Amsterdam, NL", "Rotterdam, NL", "Copenhagen, DK", "Lyon, FR"};
    private static final String[] FIRST = {"Bright", "Stone", "Copper", "North", "Silver", "Oak", "River", "Golden",
        "Iron", "Maple", "Harbor", "Red", "Blue", "Summit", "Meadow", "Elder", "Wild", "Old", "Crown", "Sun"};
    private static final String[] SECOND = {"water", "field", "bridge", "gate", "wood", "hill", "mark", "stone",
        "brook", "haven", "ford", "vale", "crest", "moor", "well"};
    private static final String[] TRADE = {"Roasters", "Coffee Trading", "Beans", "Cafe", "Espresso Bar",
        "Coffee House", "Imports", "Kaffee"};
    private static final String[] FORMS = {"GmbH", "AG", "B.V.", "Ltd", "SA", "ApS"};
    private static final String[] GIVEN = {"Ana", "Bo", "Carla", "Deniz", "Emil", "Fatma", "Gert", "Hana", "Ivo",
        "Jule", "Karim", "Lena", "Mads", "Nora", "Otto", "Pia"};
    private static final String[] FAMILY = {"Berger", "Costa", "Dahl", "Engel", "Fischer", "Graf", "Holm", "Iversen",
        "Jansen", "Keller", "Lund", "Moreau", "Nowak", "Olsen"};

    private static final String[] ROLES = {"buyer", "owner", "manager"};

    static final String NORTHWIND = "e-northwind";
    static final String CONTOSO = "e-contoso";

    private final Random random;
    private final DemoLines lines;
    private final DemoLines corrections;
    private final List<String> roasters = new ArrayList<>();
    private final List<String> wholesalers = new ArrayList<>();
    private final List<String> retailers = new ArrayList<>();
    private int connections;

    DemoGraph(Random random, DemoLines lines, DemoLines corrections) {
        this.random = random;
        this.lines = lines;
        this.corrections = corrections;
    }

    void record() {
        company(NORTHWIND, "Northwind Coffee", "retailer", "Hamburg, DE", 420);
        company(CONTOSO, "Contoso Kaffee", "retailer", "Munich, DE", 310);
        retailers.add(NORTHWIND);
        retailers.add(CONTOSO);
        for (int i = 1; i <= 1200; i++) {
            String role = i % 6 == 0 ? "roaster" : i % 3 == 0 ? "wholesaler" : "retailer";
            String id = "e-c" + i;
            company(id, companyName(), role, pick(CITIES), 2 + random.nextInt(400));
            (role.equals("roaster") ? roasters : role.equals("wholesaler") ? wholesalers : retailers).add(id);
        }
        nearTwins();
        for (int i = 1; i <= 600; i++) {
            String owner = retailers.get(random.nextInt(retailers.size()));
            ObjectNode store = lines.fact("entity", "e-s" + i, PLACE, SINCE);
            String city = pick(CITIES);
            store.put("entity_kind", "store").put("name", city.substring(0, city.indexOf(',')) + " store " + i)
                    .put("place_name", city).set("keys", DemoLines.object().put("store_no", "S" + (10000 + i)));
            connect("owns", "operator", owner, "e-s" + i);
        }
        for (int i = 1; i <= 400; i++) {
            ObjectNode person = lines.fact("entity", "e-p" + i, PLACE, SINCE);
            person.put("entity_kind", "person").put("name", pick(GIVEN) + " " + pick(FAMILY))
                    .put("place_name", pick(CITIES));
            String employer = retailers.get(random.nextInt(retailers.size()));
            connect("employs", pick(ROLES), employer, "e-p" + i);
        }
        for (String retailer : retailers) {
            connect("supplies", "primary", wholesalers.get(random.nextInt(wholesalers.size())), retailer);
            if (random.nextBoolean()) {
                connect("supplies", "secondary", roasters.get(random.nextInt(roasters.size())), retailer);
            }
        }
        for (String wholesaler : wholesalers) {
            connect("supplies", "primary", roasters.get(random.nextInt(roasters.size())), wholesaler);
        }
        ObjectNode ended = connect("supplies", "primary", roasters.get(0), NORTHWIND);
        ObjectNode learned = ended.deepCopy().put("true_to", "2026-05-01T00:00:00Z");
        corrections.fact("connection", learned.get("id").asText(), PLACE, SINCE).setAll(learned);
        for (int i = 1; i < 60; i++) {
            connect("supplies", i < 40 ? "primary" : "secondary", roasters.get(i), NORTHWIND);
            connect("supplies", i < 25 ? "primary" : "secondary", wholesalers.get(i), CONTOSO);
        }
        connect("competes_with", "direct", NORTHWIND, CONTOSO);
        for (int i = 0; i < 300; i++) {
            int from = random.nextInt(retailers.size());
            int to = (from + 1 + random.nextInt(retailers.size() - 1)) % retailers.size();
            connect("competes_with", i % 5 == 0 ? "direct" : "indirect", retailers.get(from), retailers.get(to));
        }
    }

    List<String> roasters() {
        return roasters;
    }

    List<String> retailers() {
        return retailers;
    }

    /** Entities recorded twice under slightly different names, as records of the market often hold them. */
    private void nearTwins() {
        company("e-twin-1", "Brightwater Roasters GmbH", "roaster", "Berlin, DE", 35);
        company("e-twin-2", "Brightwatter Roasters", "roaster", "Berlin, DE", 35);
        company("e-twin-3", "Copperbridge Coffee Trading AG", "wholesaler", "Zurich, CH", 80);
        company("e-twin-4", "Copper Bridge Coffee Trading", "wholesaler", "Zurich, CH", 80);
        roasters.add("e-twin-1");
        wholesalers.add("e-twin-3");
    }

    private void company(String id, String name, String role, String city, int employees) {
        ObjectNode company = lines.fact("entity", id, PLACE, SINCE);
        company.put("entity_kind", "company").put("name", name).put("place_name", city).put("employees", employees);
        ObjectNode keys = DemoLines.object()
                .put("vat", city.substring(city.length() - 2) + (100000000 + random.nextInt(899999999)));
        if (random.nextInt(3) == 0) {
            keys.put("duns", String.valueOf(100000000 + random.nextInt(899999999)));
        }
        company.set("keys", keys);
        company.set("tags", DemoLines.texts(role, random.nextInt(4) == 0 ? "b2c" : "b2b"));
        if (random.nextInt(5) == 0) {
            company.set("aliases", DemoLines.texts(name.substring(0, name.lastIndexOf(' '))));
        }
    }

    private ObjectNode connect(String kind, String role, String from, String to) {
        ObjectNode connection = lines.fact("connection", "c" + (++connections), PLACE, SINCE);
        return connection.put("connection_kind", kind).put("role", role).put("from", from).put("to", to);
    }

    private String companyName() {
        return pick(FIRST) + pick(SECOND) + " " + pick(TRADE) + " " + pick(FORMS);
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
