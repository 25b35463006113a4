package svc.gateway.cards;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import svc.gateway.register.BodyType;
import svc.gateway.register.BodyTypes;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * The {@code ui://svc/cards/<BodyType>} resources: one HTML document per body type of the register, all drawn from
 * one template that renders a card (body and foot) for a person. The page takes its card the MCP Apps way (the host
 * posts the tool result) or from a {@code <script type="application/json" id="svc-card">} block embedded in it.
 */
public final class CardTemplates {
    public static final String MIME_TYPE = "text/html;profile=mcp-app";

    private static final String PREFIX = "ui://svc/cards/";
    private static final String CARD_MARK = "<!--svc-card-->";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TEMPLATE = template();
    private static final Map<String, String> PAGES = pages();

    private CardTemplates() {
    }

    /**
     * Every type of the register of types, in its order: the body types routes answer with (list brackets removed),
     * and the unit types read/unit answers, so every card a foot names has a page.
     */
    public static List<String> bodyTypes() {
        return List.copyOf(PAGES.keySet());
    }

    public static String uri(String bodyType) {
        return PREFIX + bodyType;
    }

    public static String html(String bodyType) {
        String page = PAGES.get(bodyType);
        if (page == null) {
            throw new IllegalArgumentException("no card for body type '" + bodyType + "': the register answers with "
                    + PAGES.keySet());
        }
        return page;
    }

    /** The card page with the card (JSON of {@code {body, foot}}) embedded, for tests and plain browsers. */
    public static String withCard(String bodyType, String cardJson) {
        JsonNode card;
        try {
            card = JSON.readTree(cardJson);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the card is not JSON", e);
        }
        if (card == null || !card.isObject() || !card.has("body")) {
            throw new IllegalArgumentException("a card is a JSON object with a body and a foot");
        }
        String block = "<script type=\"application/json\" id=\"svc-card\">" + Html.scriptSafeJson(card.toString())
                + "</script>";
        return html(bodyType).replace(CARD_MARK, block);
    }

    private static Map<String, String> pages() {
        Map<String, List<Route>> routesByType = Register.ROUTES.stream().collect(Collectors.groupingBy(
                route -> BodyTypes.element(route.body()), LinkedHashMap::new, Collectors.toList()));
        Map<String, String> pages = new LinkedHashMap<>();
        for (BodyType type : BodyTypes.TYPES) {
            List<Route> routes = routesByType.getOrDefault(type.name(), List.of());
            String meaning = Meanings.of(type.name()).isEmpty() ? type.description() : Meanings.of(type.name());
            pages.put(type.name(), TEMPLATE
                    .replace("{{type}}", Html.text(type.name()))
                    .replace("{{title}}", Html.text(Titles.of(type.name())))
                    .replace("{{meaning}}", Html.text(meaning))
                    .replace("{{routes}}", Html.text(routes.isEmpty() ? Titles.READ_AS_UNIT
                            : Titles.answeredBy(routes))));
        }
        return Collections.unmodifiableMap(pages);
    }

    private static String template() {
        try (InputStream in = CardTemplates.class.getResourceAsStream("card.html")) {
            if (in == null) {
                throw new IllegalStateException("card.html is missing from the svc.gateway.cards resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the card template", e);
        }
    }
}
