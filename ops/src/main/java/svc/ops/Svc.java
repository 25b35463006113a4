package svc.ops;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;
import svc.ops.bench.BenchCommand;
import svc.ops.bench.BenchPart;

/**
 * The {@code ./svc} command line: each command as {@link CommandLines} declares it, run here; a mistake in the command
 * line exits 2 with that command's usage, a command that fails exits 1.
 */
public final class Svc {
    private static final String LOCAL_POSTGRES = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";

    private Svc() {
    }

    public static void main(String[] args) {
        CommandLine svc = CommandLines.svc();
        if (args.length == 0 || args[0].equals("help")) {
            CommandLine asked = args.length > 1 ? svc.getSubcommands().get(args[1]) : null;
            (asked == null ? svc : asked).usage(System.out);
            return;
        }
        ParseResult command;
        try {
            ParseResult parsed = svc.parseArgs(args);
            if (parsed.isUsageHelpRequested() || !parsed.hasSubcommand()) {
                svc.usage(System.out);
                return;
            }
            command = parsed.subcommand();
        } catch (CommandLine.ParameterException e) {
            System.err.println("svc: " + e.getMessage());
            e.getCommandLine().usage(System.err);
            System.exit(2);
            return;
        }
        if (command.isUsageHelpRequested()) {
            command.commandSpec().commandLine().usage(System.out);
            return;
        }
        run(command);
    }

    private static void run(ParseResult command) {
        String name = command.commandSpec().name();
        Options options = Options.of(command);
        try {
            switch (name) {
                case "serve" -> ServeCommand.run(options);
                case "token" -> withContext(options, TokenCommand::run);
                case "key" -> withContext(options, KeyCommand::run);
                case "keys" -> withContext(options, KeysCommand::run);
                case "grant" -> withContext(options, GrantCommand::run);
                case "import" -> withContext(options, ImportCommand::run);
                case "history" -> withContext(options, HistoryCommand::run);
                case "diff" -> withContext(options, DiffCommand::run);
                case "export" -> withContext(options, ExportCommand::run);
                case "import-log" -> withContext(options, ImportLogCommand::run);
                case "rebuild" -> rebuild(options);
                case "dead-letters" -> deadLetters(options);
                case "bench" -> bench(options);
                default -> throw new IllegalStateException("no command " + name + " is run though it is declared");
            }
        } catch (Options.UsageError e) {
            System.err.println("svc: " + e.getMessage());
            command.commandSpec().commandLine().usage(System.err);
            System.exit(2);
        } catch (RuntimeException e) {
            System.err.println("svc " + name + " failed: " + rootCause(e));
            System.err.println("(set SVC_TRACE=1 to see where)");
            if (System.getenv("SVC_TRACE") != null) {
                e.printStackTrace();
            }
            System.exit(1);
        }
    }

    /**
     * The bench makes its own scratch database on the PostgreSQL server named by --db (or SVC_DB_URL, or the local
     * one) and drops it afterwards. Its own context works there as the owner, past row-level security, and so says
     * so (it serves no caller); the server it starts connects as the service's role, as ./svc serve does.
     */
    private static void bench(Options options) {
        String admin = options.get("db", System.getenv().getOrDefault("SVC_DB_URL", LOCAL_POSTGRES));
        if (!admin.startsWith("jdbc:postgresql:")) {
            throw new Options.UsageError("bench runs on PostgreSQL: --db names a server (jdbc:postgresql://...) "
                    + "on which it may make and drop a scratch database; got '" + admin + "'");
        }
        Duration each = options.seconds("seconds", "10");
        long events = positive(options, "events", "1000000");
        String limits = options.get("limits", "on");
        if (!limits.equals("on") && !limits.equals("off")) {
            throw new Options.UsageError("--limits is on or off; got '" + limits + "'");
        }
        String only = options.get("only", "all");
        BenchPart part = BenchPart.named(only);
        if (part == null) {
            throw new Options.UsageError("--only is one of " + BenchPart.wires(", ") + "; got '" + only + "'");
        }
        int status;
        try {
            status = BenchCommand.run(admin, each, events, limits.equals("on"), part, url -> {
                Map<String, Object> storage = new LinkedHashMap<>(PostgresLogins.of(url));
                storage.put("spring.datasource.username", storage.get("spring.flyway.user"));
                storage.remove("spring.datasource.password");
                if (storage.containsKey("spring.flyway.password")) {
                    storage.put("spring.datasource.password", storage.get("spring.flyway.password"));
                }
                storage.put("svc.rls.allow-bypass", "true");
                return Storage.asArguments(commandContext(storage));
            }, data -> Storage.asArguments(commandContext(Storage.embedded(data))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the bench was interrupted", e);
        }
        System.exit(status);
    }

    private static long positive(Options options, String name, String fallback) {
        String text = options.get(name, fallback);
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            value = 0;
        }
        if (value <= 0) {
            throw new Options.UsageError("--" + name + " is a whole number above 0; got '" + text + "'");
        }
        return value;
    }

    /**
     * A rebuild builds every projection (their handlers are what it runs) while no processor of this process reads
     * the log: it hands the events to the handlers itself.
     */
    private static void rebuild(Options options) {
        Map<String, Object> storage = new LinkedHashMap<>(Storage.properties(options));
        storage.put("svc.projections.enabled", "true");
        storage.put("svc.rebuild.silent-processors", "true");
        withContext(options, storage, RebuildCommand::run);
    }

    /** A retry hands parked events to the projections' handlers, so they are built, as for a rebuild. */
    private static void deadLetters(Options options) {
        Map<String, Object> storage = new LinkedHashMap<>(Storage.properties(options));
        storage.put("svc.projections.enabled", "true");
        storage.put("svc.rebuild.silent-processors", "true");
        withContext(options, storage, DeadLettersCommand::run);
    }

    private static String rootCause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root == e ? String.valueOf(e.getMessage()) : e.getMessage() + " (" + root.getMessage() + ")";
    }

    /** A command working on the record beside a running server: no web server, no projecting, no beat, no work plane. */
    private static void withContext(Options options, Command command) {
        withContext(options, Storage.properties(options), command);
    }

    private static void withContext(Options options, Map<String, Object> storage, Command command) {
        int status;
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SvcApplication.class)
                .web(WebApplicationType.NONE)
                .logStartupInfo(false)
                .run(Storage.asArguments(commandContext(storage)))) {
            status = command.run(context, options);
        }
        System.exit(status);
    }

    private static Map<String, Object> commandContext(Map<String, Object> storage) {
        Map<String, Object> properties = new LinkedHashMap<>(storage);
        properties.putIfAbsent("svc.projections.enabled", "false");
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.work.enabled", "false");
        properties.put("logging.config", "classpath:logback-cli.xml");
        return properties;
    }

    @FunctionalInterface
    interface Command {
        int run(ConfigurableApplicationContext context, Options options);
    }
}
