package svc.gateway.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import svc.gateway.register.BodyType;
import svc.gateway.register.BodyTypes;
import svc.gateway.register.Register;

class CardTemplatesTest {

    @Test
    void everyTypeOfTheRegisterOfTypesHasOneCard() {
        List<String> answered = Register.ROUTES.stream().map(route -> BodyTypes.element(route.body())).distinct()
                .toList();

        assertThat(CardTemplates.bodyTypes()).containsExactlyElementsOf(BodyTypes.TYPES.stream()
                .map(BodyType::name).toList()).containsAll(answered).contains("Entity", "Lead");
        for (String type : CardTemplates.bodyTypes()) {
            String html = CardTemplates.html(type);
            assertThat(html).as(type).startsWith("<!DOCTYPE html>").contains("<h1>" + Titles.of(type) + "</h1>")
                    .contains("<code>" + type + "</code>").doesNotContain("{{");
            if (answered.contains(type)) {
                assertThat(Meanings.of(type)).as("the line saying what a %s card means", type).isNotBlank();
                assertThat(html).as(type).contains(Html.text(Meanings.of(type)));
            } else {
                assertThat(html).as(type).contains(Html.text(BodyTypes.find(type).orElseThrow().description()))
                        .contains(Titles.READ_AS_UNIT);
            }
        }
    }

    @Test
    void aCardIsAddressedAndTypedTheMcpAppsWay() {
        assertThat(CardTemplates.uri("ScrapeRun")).isEqualTo("ui://svc/cards/ScrapeRun");
        assertThat(CardTemplates.MIME_TYPE).isEqualTo("text/html;profile=mcp-app");
    }

    @Test
    void aCardPageSaysWhichRoutesAnswerWithItsType() {
        assertThat(CardTemplates.html("ScrapeRun"))
                .contains("Answered by svc.act.set_aside_run, svc.read.runs (a list of them).");
        assertThat(CardTemplates.html("Move")).contains("svc.act.act_through_connector (as the result of a task)");
    }

    @Test
    void titlesAreMadeReadableFromTypeNames() {
        assertThat(Titles.of("SpeedToLead")).isEqualTo("Speed to lead");
        assertThat(Titles.of("Nothing")).isEqualTo("Nothing");
    }

    @Test
    void anUnknownTypeIsRefusedByName() {
        assertThatThrownBy(() -> CardTemplates.html("NoSuchType"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NoSuchType");
    }

    @Test
    void theCardIsEmbeddedAsDataThatCannotEndItsBlock() {
        String page = CardTemplates.withCard("Hypothesis",
                "{\"body\":{\"claim\":\"</script><script>alert(1)</script> & <!--\"},\"foot\":{\"scope\":\"tenant/acme\"}}");

        String block = page.substring(page.indexOf("<script type=\"application/json\" id=\"svc-card\">"));
        block = block.substring(0, block.indexOf("</script>"));
        assertThat(block).contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)").doesNotContain("<!--")
                .doesNotContain("&");
        assertThat(page).doesNotContain("<!--svc-card-->");
    }

    @Test
    void aCardThatIsNotJsonIsRefused() {
        assertThatThrownBy(() -> CardTemplates.withCard("Hypothesis", "{\"body\": "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not JSON");
        assertThatThrownBy(() -> CardTemplates.withCard("Hypothesis", "[1]"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("body");
    }
}
