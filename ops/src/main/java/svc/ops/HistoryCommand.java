package svc.ops;

import java.time.Instant;
import java.util.Optional;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.context.ConfigurableApplicationContext;
import svc.command.api.KnownNow;
import svc.command.api.UnitIds;
import svc.query.api.FindHistory;
import svc.query.api.HistoryAnswer;
import svc.query.api.HistoryEntry;

/**
 * {@code ./svc history --unit KIND/ID [--tenant T] [--known-on K]}: the audit trail of one unit, from the same query
 * read/history asks, so the two list the same events. Known now by default is {@link KnownNow}: a change committed
 * a moment ago is listed even when the recorded-time clock runs ahead of the wall clock.
 */
final class HistoryCommand {
    private HistoryCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        String knownOnText = options.get("known-on", null);
        Instant knownOn = knownOnText == null ? context.getBean(KnownNow.class).now()
                : CommandDates.parse(knownOnText, "--known-on");
        Optional<String> unitId = UnitLookup.find(context, options, "history");
        if (unitId.isEmpty()) {
            return 1;
        }
        HistoryAnswer history = context.getBean(QueryGateway.class).query(new FindHistory(unitId.get(),
                "tenant/" + UnitIds.tenantOf(unitId.get()), knownOn), HistoryAnswer.class).join();
        print(history);
        if (history.entries().isEmpty()) {
            System.out.println("(nothing known on " + knownOn + ")");
        }
        return 0;
    }

    static void print(HistoryAnswer history) {
        System.out.printf("%-4s %-22s %-28s %-28s %-14s %s%n", "seq", "event", "true from", "known on", "by", "why");
        for (HistoryEntry entry : history.entries()) {
            System.out.printf("%-4d %-22s %-28s %-28s %-14s %s%n", entry.seq(), entry.event(), entry.trueFrom(),
                    entry.knownOn(), entry.by(), entry.because());
        }
    }
}
