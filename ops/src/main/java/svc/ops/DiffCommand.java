package svc.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.KnownNow;
import svc.query.api.HistoryAnswer;

/**
 * {@code ./svc diff --unit KIND/ID --known-on K1 --known-on K2 [--tenant T] [--true-on D] [--json]}: what changed in
 * what the record said about a unit between two known-on dates ({@link UnitDiff}).
 */
final class DiffCommand {
    private static final ObjectMapper JSON = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    private DiffCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        List<String> knownOns = options.all("known-on");
        if (knownOns.size() != 2) {
            throw new Options.UsageError("diff takes two --known-on dates, the earlier first");
        }
        Instant knownBefore = CommandDates.parse(knownOns.get(0), "--known-on");
        Instant knownAfter = CommandDates.parse(knownOns.get(1), "--known-on");
        if (knownBefore.isAfter(knownAfter)) {
            throw new Options.UsageError("the first --known-on (" + knownBefore + ") is later than the second ("
                    + knownAfter + ")");
        }
        String trueOnText = options.get("true-on", null);
        Instant trueOn = trueOnText == null ? context.getBean(KnownNow.class).now()
                : CommandDates.parse(trueOnText, "--true-on");
        Optional<String> unitId = UnitLookup.find(context, options, "diff");
        if (unitId.isEmpty()) {
            return 1;
        }
        UnitDiff diff = UnitDiff.between(context.getBean(QueryGateway.class),
                context.getBean(TransactionTemplate.class), unitId.get(), knownBefore, knownAfter, trueOn);
        if (options.flag("json")) {
            System.out.println(json(diff));
        } else {
            print(diff);
        }
        return 0;
    }

    static String json(UnitDiff diff) {
        try {
            return JSON.writeValueAsString(diff);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a diff that is not JSON", e);
        }
    }

    private static void print(UnitDiff diff) {
        System.out.println(diff.unit() + " as true on " + diff.trueOn());
        System.out.println("known on " + diff.knownBefore() + " -> known on " + diff.knownAfter());
        System.out.println();
        if (diff.events().isEmpty()) {
            System.out.println("No event of it was recorded in between.");
        } else {
            System.out.println("Recorded in between (" + diff.events().size() + "):");
            HistoryCommand.print(new HistoryAnswer(diff.events()));
        }
        System.out.println();
        if (diff.changes().isEmpty()) {
            System.out.println(diff.before() == null ? "Not known as true on that date on either known-on date."
                    : "Its state as true on that date is the same on both.");
            return;
        }
        if (diff.before() == null || diff.after() == null) {
            System.out.println(diff.before() == null ? "Not known on the first date; known on the second."
                    : "Known on the first date; not known on the second.");
        }
        System.out.println("Members that differ:");
        int width = diff.changes().stream().mapToInt(c -> c.member().length()).max().orElse(0);
        for (MemberChange change : diff.changes()) {
            System.out.printf("  %-" + width + "s  %s  ->  %s%n", change.member(), shown(change.before()),
                    shown(change.after()));
        }
    }

    private static String shown(JsonNode value) {
        return value == null ? "(absent)" : value.toString();
    }
}
