package svc.ops;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import org.springframework.context.ConfigurableApplicationContext;
import svc.gateway.auth.TokenIssuer;

/** {@code ./svc token --subject S [--ttl 8h]}: prints a bearer token from the built-in issuer. */
final class TokenCommand {
    private TokenCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        String subject = options.required("subject");
        Duration ttl = duration(options.get("ttl", "8h"));
        System.out.println(context.getBean(TokenIssuer.class).issue(subject, ttl));
        return 0;
    }

    static Duration duration(String text) {
        try {
            return Duration.parse("PT" + text.toUpperCase());
        } catch (DateTimeParseException e) {
            throw new Options.UsageError("--ttl reads like 8h, 30m or 90s; got '" + text + "'");
        }
    }
}
