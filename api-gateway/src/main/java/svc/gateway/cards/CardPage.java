package svc.gateway.cards;

import java.nio.charset.StandardCharsets;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import svc.gateway.refusal.Refusal;

/**
 * {@code GET /v1/cards/<BodyType>}: a card's template as a plain page, so a person can open it in a browser. It holds
 * no data, so it needs no session (see {@link CardPageSecurity}); an unknown type is the usual 404 refusal.
 */
@RestController
@ConditionalOnWebApplication
class CardPage {
    private static final MediaType HTML = new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8);

    @GetMapping("/v1/cards/{bodyType}")
    ResponseEntity<String> card(@PathVariable String bodyType) {
        if (!CardTemplates.bodyTypes().contains(bodyType)) {
            throw Refusal.notFound();
        }
        return ResponseEntity.ok().contentType(HTML).body(CardTemplates.html(bodyType));
    }
}
