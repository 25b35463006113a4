package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import svc.gateway.cards.CardTemplates;

/** The card pages, {@code GET /v1/cards/<BodyType>}, through the real server: public HTML, and refusals. */
abstract class CardsHttpContract extends HttpSupport {

    @Test
    void everyCardIsAPublicPage() throws Exception {
        for (String type : CardTemplates.bodyTypes()) {
            Reply page = get("cards/" + type, null, null);
            assertThat(page.status()).as(type).isEqualTo(200);
            assertThat(page.header("Content-Type")).as(type).startsWith("text/html");
            assertThat(page.text()).as(type).isEqualTo(CardTemplates.html(type));
        }
    }

    @Test
    void aCardOfAnUnknownTypeIsNotFound() throws Exception {
        assertRefusal(get("cards/NoSuchType", null, null), 404, "not_found");
        assertRefusal(get("cards/NoSuchType", ana, acme), 404, "not_found");
    }

    @Test
    void onlyReadingACardPageIsPublic() throws Exception {
        assertRefusal(post("cards/ScrapeRun", null, acme, "{}"), 401, "no_session");
        assertRefusal(post("cards/ScrapeRun", ana, acme, "{}"), 404, "not_found");
    }
}
