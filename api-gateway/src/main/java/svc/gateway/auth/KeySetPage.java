package svc.gateway.auth;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The built-in issuer's public keys as a JWK Set, for anyone who verifies its tokens elsewhere: the key that signs
 * and each earlier one still verifying tokens it signed. Not served when an OpenID Connect issuer is configured.
 */
@RestController
@ConditionalOnWebApplication
class KeySetPage {
    static final String MEDIA_TYPE = "application/jwk-set+json";

    private final Issuer issuer;
    private final SigningKeys keys;

    KeySetPage(Issuer issuer, SigningKeys keys) {
        this.issuer = issuer;
        this.keys = keys;
    }

    @GetMapping(value = "/.well-known/jwks.json", produces = MEDIA_TYPE)
    ResponseEntity<String> keySet() {
        if (!issuer.builtIn()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(keys.verifying().toString(true));
    }
}
