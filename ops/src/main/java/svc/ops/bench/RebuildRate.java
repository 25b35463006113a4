package svc.ops.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.ops.SvcApplication;
import svc.ops.rebuild.Rebuild;

/**
 * Item 2 of the bench: every rebuildable projection rebuilt from the whole generated log, as {@code ./svc rebuild
 * --all} does (its own context, projections built, no processor reading), beside the database's own speed at
 * copying the same rows ({@code INSERT ... SELECT} of the log into a scratch table).
 */
final class RebuildRate {
    private RebuildRate() {
    }

    static Figures measure(String[] contextArguments, JdbcTemplate owner, PrintStream progress) {
        Rebuild.Outcome outcome = rebuildAll(contextArguments, progress, () -> {
        });
        owner.execute("CREATE TABLE svc_bench_copy AS SELECT * FROM domainevententry WITH NO DATA");
        try {
            long started = System.nanoTime();
            int copied = owner.update("INSERT INTO svc_bench_copy SELECT * FROM domainevententry");
            long took = System.nanoTime() - started;
            return new Figures(outcome.events(), outcome.took().toNanos() / 1e9, outcome.projections().size(),
                    copied, took / 1e9, outcome.phasesLine());
        } finally {
            owner.execute("DROP TABLE svc_bench_copy");
        }
    }

    /**
     * Every rebuildable projection rebuilt from the start of the log in a context of its own, as {@code ./svc rebuild
     * --all --from-start} does; {@code started} runs once the context is up, just before the rebuild begins.
     */
    static Rebuild.Outcome rebuildAll(String[] contextArguments, PrintStream progress, Runnable started) {
        List<String> arguments = new ArrayList<>(Arrays.stream(contextArguments)
                .filter(argument -> !argument.startsWith("--svc.projections.enabled=")).toList());
        arguments.add("--svc.projections.enabled=true");
        arguments.add("--svc.rebuild.silent-processors=true");
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SvcApplication.class)
                .web(WebApplicationType.NONE).logStartupInfo(false).run(arguments.toArray(String[]::new))) {
            Rebuild rebuild = Rebuild.in(context, 5000);
            started.run();
            return rebuild.run(List.of(), true, false, true, progress);
        }
    }

    record Figures(long events, double seconds, int projections, long copied, double copySeconds, String phases) {
        double perSecond() {
            return events / seconds;
        }

        double copiedPerSecond() {
            return copied / copySeconds;
        }
    }
}
