package svc.gateway.auth;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Where a 401 sends a person when the built-in issuer is on: it says how to get a token. */
@RestController
@ConditionalOnWebApplication
class SignInPage {

    @GetMapping(value = "/.well-known/svc-sign-in", produces = MediaType.TEXT_PLAIN_VALUE)
    String signIn() {
        return """
                This svc runs its built-in token issuer. On the machine that holds its data, run:

                    ./svc token --subject <you> [--ttl 8h]

                and send the printed token as 'Authorization: Bearer <token>'. An admin gives grants with
                './svc grant --subject <you> --place tenant/<id> --grants read,ask,act'.
                """;
    }
}
