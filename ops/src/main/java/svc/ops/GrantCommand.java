package svc.ops;

import java.util.Arrays;
import java.util.List;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.springframework.context.ConfigurableApplicationContext;
import svc.command.api.GiveGrant;
import svc.command.api.GrantHeld;
import svc.command.api.GrantIds;
import svc.command.api.RuleBroken;
import svc.command.api.WithdrawGrant;
import svc.gateway.envelope.Scope;
import svc.gateway.facts.Commands;
import svc.gateway.refusal.Refusal;

/**
 * {@code ./svc grant}: records that a subject holds grants on a place, or with {@code --withdraw} that it no longer
 * holds some of them (events, like every change). Without {@code --mode}, giving keeps the mode held there.
 */
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
        String by = System.getProperty("user.name", "operator") + "@cli";
        Commands commands = context.getBean(Commands.class);
        GrantHeld held;
        try {
            if (options.flag("withdraw")) {
                if (options.get("mode", null) != null) {
                    throw new Options.UsageError("--withdraw keeps the mode held; give grants to change it");
                }
                held = commands.send(new WithdrawGrant(GrantIds.of(subject, place), grants, by),
                        by, "run_cli_grant", "grant", "withdrawn from the command line");
            } else {
                held = commands.send(new GiveGrant(GrantIds.of(subject, place), subject, place, grants,
                        options.get("mode", null), by), by, "run_cli_grant", "grant", "granted from the command line");
            }
        } catch (RuleBroken e) {
            throw new Options.UsageError(e.getMessage());
        } catch (AggregateNotFoundException e) {
            throw new Options.UsageError(subject + " holds no grant on " + place);
        }
        System.out.println(subject + " holds " + (held.grants().isEmpty() ? "nothing" : String.join(",", held.grants()))
                + " (mode " + held.mode() + ") on " + place);
        return 0;
    }
}
