package svc.ops;

import java.util.List;
import java.util.Optional;
import org.springframework.context.ConfigurableApplicationContext;
import svc.command.parking.ParkedRetries;
import svc.command.parking.ParkedUnits;

/**
 * {@code ./svc dead-letters list|retry|drop [--unit KIND/ID [--tenant T]] [--processor P]}: the units whose events a
 * projection could not handle and parked (docs/decisions.md, "Parked units"). {@code retry} hands them to the
 * handlers again, in order, after a fix; {@code drop} forgets them, and the projections go on without those events
 * (they stay in the log; a rebuild handles them again).
 */
final class DeadLettersCommand {
    private DeadLettersCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        List<String> words = options.words();
        if (words.size() != 1 || !List.of("list", "retry", "drop").contains(words.get(0))) {
            throw new Options.UsageError("dead-letters takes one of list, retry or drop; got " + words);
        }
        String processor = options.get("processor", null);
        Optional<String> unit = Optional.empty();
        if (options.get("unit", null) != null) {
            unit = UnitLookup.find(context, options, "dead-letters");
            if (unit.isEmpty()) {
                return 1;
            }
        }
        ParkedUnits parked = context.getBean(ParkedUnits.class);
        return switch (words.get(0)) {
            case "list" -> list(parked.list(unit.orElse(null)).stream()
                    .filter(one -> processor == null || processor.equals(one.processor())).toList());
            case "retry" -> retry(context.getBean(ParkedRetries.class).retry(unit.orElse(null), processor));
            default -> drop(parked, unit.orElseThrow(() -> new Options.UsageError(
                    "drop forgets the parked events of one unit: name it with --unit")), processor);
        };
    }

    private static int list(List<ParkedUnits.Parked> units) {
        if (units.isEmpty()) {
            System.out.println("no unit is parked");
            return 0;
        }
        System.out.printf("%-22s %-40s %-6s %-28s %s%n", "processor", "unit", "events", "since", "cause");
        for (ParkedUnits.Parked one : units) {
            System.out.printf("%-22s %-40s %-6d %-28s %s%n", one.processor(), one.unit(), one.events(), one.since(),
                    one.cause());
        }
        return 0;
    }

    private static int retry(List<ParkedRetries.Outcome> outcomes) {
        if (outcomes.isEmpty()) {
            System.out.println("no unit is parked");
            return 0;
        }
        for (ParkedRetries.Outcome outcome : outcomes) {
            System.out.println(outcome.served()
                    ? outcome.processor() + " " + outcome.unit() + ": handled; the unit is served again"
                    : outcome.processor() + " " + outcome.unit() + ": failed again, still parked (" + outcome.cause()
                            + ")");
        }
        return outcomes.stream().allMatch(ParkedRetries.Outcome::served) ? 0 : 1;
    }

    private static int drop(ParkedUnits parked, String unit, String processor) {
        int events = parked.drop(unit, processor);
        System.out.println(events == 0 ? unit + " is not parked"
                : "dropped " + events + " parked events of " + unit + "; the projections go on without them");
        return 0;
    }
}
