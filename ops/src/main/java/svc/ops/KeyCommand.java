package svc.ops;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import svc.gateway.auth.ApiKeys;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * {@code ./svc key --subject S [--places P1,P2] [--ttl 90d]}: makes an API key and prints it, the one time it is
 * ever shown; {@code ./svc key --revoke svc_<prefix>} revokes one.
 */
final class KeyCommand {
    private KeyCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        ApiKeys keys = context.getBean(ApiKeys.class);
        String revoke = options.get("revoke", null);
        if (revoke != null) {
            if (!keys.revoke(revoke)) {
                System.err.println("svc key: no key " + revoke + " to revoke");
                return 1;
            }
            System.out.println("revoked " + revoke);
            return 0;
        }
        String subject = options.required("subject");
        List<String> places = Arrays.stream(options.get("places", "").split(","))
                .map(String::trim).filter(place -> !place.isEmpty()).map(KeyCommand::place).toList();
        ApiKeys.Issued issued = keys.issue(subject, places, ttl(options.get("ttl", "90d")));
        System.out.println(issued.key());
        System.err.println("This key is shown once. It names itself " + issued.prefix() + " (for --revoke) and expires "
                + issued.expires() + ".");
        return 0;
    }

    private static String place(String text) {
        try {
            return Scope.parse(text).path();
        } catch (Refusal e) {
            throw new Options.UsageError("--places reads tenant/<id>[/brand/<id>[/strategy/<id>]],...");
        }
    }

    private static Duration ttl(String text) {
        if (text.matches("\\d+d")) {
            return Duration.ofDays(Long.parseLong(text.substring(0, text.length() - 1)));
        }
        return TokenCommand.duration(text);
    }
}
