package svc.gateway.cards;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.assertj.core.api.SoftAssertions;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import svc.gateway.register.BodyTypes;
import svc.gateway.register.Register;

/**
 * Every card template, rendered by headless Chromium with a sample card of its type: each sample is a real answer
 * of the server (taken from the HTTP tests), and the rendered text must show every value of its body and the foot's
 * scope, dates and basis.
 */
class CardRenderingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int CHROMIUMS_AT_ONCE = 4;

    @Test
    void everyCardShowsItsBodyAndFoot() throws Exception {
        Chromium chromium = Chromium.required();
        Map<String, JsonNode> samples = new LinkedHashMap<>();
        for (String type : CardTemplates.bodyTypes()) {
            samples.put(type, sample(type));
        }
        Map<String, Future<String>> rendered = new LinkedHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(CHROMIUMS_AT_ONCE);
        try {
            samples.forEach((type, card) -> rendered.put(type,
                    pool.submit(() -> chromium.render(CardTemplates.withCard(type, card.toString())))));
            SoftAssertions softly = new SoftAssertions();
            for (Map.Entry<String, JsonNode> sample : samples.entrySet()) {
                String type = sample.getKey();
                Document page = Jsoup.parse(rendered.get(type).get());
                showsTheCard(softly, type, page, sample.getValue());
            }
            softly.assertAll();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aHostGivesTheCardTheMcpAppsWay() throws Exception {
        Chromium chromium = Chromium.required();
        JsonNode card = sample("ScrapeRun");
        String toolResult = JSON.createObjectNode().<ObjectNode>set(
                "structuredContent", card).put("isError", false).toString();
        String host = resource("mcp-host.html")
                .replace("TEMPLATE_JSON", Html.scriptSafeJson(JSON.writeValueAsString(CardTemplates.html("ScrapeRun"))))
                .replace("TOOL_RESULT_JSON", toolResult);

        Document page = Jsoup.parse(chromium.render(host));

        assertThat(page.getElementById("exchange").wholeText().lines().toList())
                .startsWith("ui/initialize", "ui/notifications/initialized", "ui/notifications/size-changed");
        String text = page.getElementById("rendered").text();
        for (String value : values(card.get("body"))) {
            assertThat(text).contains(value);
        }
        assertThat(text).contains(card.at("/foot/scope").asText(), card.at("/foot/true_on").asText());
    }

    @Test
    void hostileTextInABodyIsShownAsTextAndNeverRun() throws Exception {
        Chromium chromium = Chromium.required();
        String script = "<script>document.body.setAttribute('data-pwned','script')</script>";
        String image = "<img src=x onerror=\"document.body.setAttribute('data-pwned','img')\">";
        JsonNode card = sample("Hypothesis");
        ((ObjectNode) card.get("body")).put("claim", script + " and " + image)
                .put("on", "</script><script>document.body.setAttribute('data-pwned','block')</script>")
                .putObject(image).put(script, "a hostile member name");
        ((ObjectNode) card.get("foot").get("basis")).put("/x", image);

        Document page = Jsoup.parse(chromium.render(CardTemplates.withCard("Hypothesis", card.toString())));

        assertThat(page.body().hasAttr("data-pwned")).as("a script from the body ran").isFalse();
        assertThat(page.select("main img, main script, main [onerror]")).isEmpty();
        assertThat(page.getElementById("answer").text()).contains(script, image, "</script><script>",
                "a hostile member name");
        assertThat(page.getElementById("foot").text()).contains(image);
        assertThat(page.title()).isEqualTo("Hypothesis · svc card");
    }

    private static void showsTheCard(SoftAssertions softly, String type, Document page, JsonNode card) {
        String answer = page.getElementById("answer").text();
        String foot = page.getElementById("foot").text();
        softly.assertThat(page.selectFirst("h1").text()).as(type).isEqualTo(Titles.of(type));
        softly.assertThat(answer).as("%s: the answer was rendered", type).startsWith("The answer");
        for (String value : values(card.get("body"))) {
            softly.assertThat(answer).as("%s shows %s", type, value).contains(value);
        }
        JsonNode footing = card.get("foot");
        for (String member : List.of("scope", "true_on", "known_on", "run", "contract")) {
            softly.assertThat(foot).as("%s shows its foot's %s", type, member).contains(footing.get(member).asText());
        }
        footing.get("basis").fields().forEachRemaining(basis -> softly.assertThat(foot)
                .as("%s shows the basis of %s", type, basis.getKey()).contains(basis.getValue().asText()));
    }

    /** Every value of a body as the card shows it: text as given, numbers as written, true and false as yes and no. */
    private static List<String> values(JsonNode body) {
        List<String> values = new ArrayList<>();
        collect(body, values);
        return values;
    }

    private static void collect(JsonNode node, List<String> values) {
        if (node.isContainerNode()) {
            node.elements().forEachRemaining(child -> collect(child, values));
        } else if (node.isBoolean()) {
            values.add(node.asBoolean() ? "yes" : "no");
        } else if (node.isNumber()) {
            values.add(node.isIntegralNumber() ? node.bigIntegerValue().toString()
                    : BigDecimal.valueOf(node.doubleValue()).stripTrailingZeros().toPlainString());
        } else if (node.isTextual() && !node.asText().isBlank()) {
            values.add(node.asText().trim().replaceAll("\\s+", " "));
        }
    }

    /**
     * A real answer of the type; a unit type that only read/unit answers (an Entity, a Lead) is shown with the
     * read/unit sample, since its page renders the same card.
     */
    private static JsonNode sample(String type) throws IOException {
        boolean answeredByARoute = Register.ROUTES.stream()
                .anyMatch(route -> BodyTypes.element(route.body()).equals(type));
        return JSON.readTree(resource("samples/" + (answeredByARoute ? type : "Unit") + ".json"));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = CardRenderingTest.class.getResourceAsStream(name)) {
            assertThat(in).as("test resource %s (every body type needs a sample card)", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
