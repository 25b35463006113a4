package svc.ops;

import java.util.Arrays;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.api.RuleBroken;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Commands;
import svc.gateway.refusal.Refusal;

/** {@code ./svc grant}: records that a subject holds grants on a place (an event, like every change). */
final class GrantCommand {
    private GrantCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        String subject = options.required("subject");
        String place;
        try {
            place = Scope.parse(options.required("place")).path();
        } catch (Refusal e) {
            throw new Options.UsageError("--place reads tenant/<id>[/brand/<id>[/strategy/<id>]]");
        }
        List<String> grants = Arrays.stream(options.required("grants").split(","))
                .map(String::trim).filter(g -> !g.isEmpty()).toList();
        String mode = options.get("mode", "run");
        String by = System.getProperty("user.name", "operator") + "@cli";
        try {
            context.getBean(Commands.class).send(
                    new GiveGrant(GrantIds.of(subject, place), subject, place, grants, mode, by),
                    by, "run_cli_grant", "grant", "granted from the command line");
        } catch (RuleBroken e) {
            throw new Options.UsageError(e.getMessage());
        }
        System.out.println("granted " + String.join(",", grants) + " (mode " + mode + ") to " + subject + " on "
                + place);
        return 0;
    }
}
