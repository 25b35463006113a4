package svc.ops;

import java.util.List;
import java.util.Map;
import org.springframework.context.ConfigurableApplicationContext;
import svc.ops.rebuild.Rebuild;
import svc.ops.rebuild.RowDifference;

/**
 * {@code ./svc rebuild [NAME...|--all] [--verify] [--from-start] [--batch 5000]}: rebuilds projections from the log
 * into fresh tables beside a running service and swaps them in ({@link Rebuild}). With {@code --verify} the fresh
 * tables are compared with the live ones first and swapped in only when equal; each difference is reported.
 */
final class RebuildCommand {
    private RebuildCommand() {
    }

    static int run(ConfigurableApplicationContext context, Options options) {
        int batch = Integer.parseInt(options.get("batch", "5000"));
        if (batch < 1) {
            throw new Options.UsageError("--batch must be at least 1");
        }
        Rebuild rebuild = Rebuild.in(context, batch);
        Rebuild.Outcome outcome;
        try {
            outcome = rebuild.run(options.words(), options.flag("all"), options.flag("verify"),
                    options.flag("from-start"), System.out);
        } catch (IllegalArgumentException e) {
            throw new Options.UsageError(e.getMessage());
        }
        double seconds = Math.max(outcome.took().toMillis() / 1000.0, 0.001);
        System.out.printf("rebuilt %s: %d events in %.1f s (%.0f events/s)%n", String.join(", ",
                outcome.projections()), outcome.events(), seconds, outcome.events() / seconds);
        System.out.println("  " + outcome.phasesLine());
        if (outcome.swapped()) {
            System.out.println("the fresh tables are in; the live processors go on from where the rebuild stopped");
            return 0;
        }
        report(outcome.differences());
        System.out.println("the live tables are left as they were; the fresh ones stay for inspection in schema "
                + "svc_rebuild (run again without --verify to swap them in)");
        return 1;
    }

    private static void report(List<RowDifference> differences) {
        for (RowDifference difference : differences) {
            System.out.printf("%s, %s: %d rows %s%n", difference.processor(), difference.table(), difference.count(),
                    difference.where());
            for (Map<String, Object> row : difference.first()) {
                System.out.println("  " + row);
            }
            if (difference.count() > difference.first().size()) {
                System.out.printf("  ... and %d more%n", difference.count() - difference.first().size());
            }
        }
    }
}
