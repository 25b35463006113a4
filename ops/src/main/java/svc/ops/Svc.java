package svc.ops;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import svc.ops.bench.BenchCommand;

/**
 * The {@code ./svc} command line: {@code serve}, {@code token}, {@code key}, {@code grant}, {@code import},
 * {@code history}, {@code diff}, {@code export}, {@code import-log}.
 */
public final class Svc {
    static final String USAGE = """
            usage: ./svc <command> [options]
              serve   [--port N] [--db JDBC_URL] [--data DIR] [--demo]   run the platform
                      [--management-port M]    its /actuator on 127.0.0.1:M (default: the port + 1000)
              serve   --app [--platform URL] [--port 7411] [--data DIR]  run the local app on 127.0.0.1
              token   --subject S [--ttl 8h]                             print a bearer token (built-in issuer)
              key     --subject S [--places P1,P2] [--ttl 90d]           print an API key, shown once
              key     --revoke svc_<prefix>                              revoke an API key
              grant   --subject S --place P --grants read,ask,act,admin [--mode propose|run] [--withdraw]
              import  FILE.ndjson [--chunk 500]                          record facts, one JSON object a line
              history --unit KIND/ID [--tenant T] [--known-on K]         the audit trail of one unit
              diff    --unit KIND/ID --known-on K1 --known-on K2 [--tenant T] [--true-on D] [--json]
                                                                 what the record said of it on K1 and on K2
              export  [--out FILE]                               the whole log as NDJSON, one event a line
              import-log FILE                                    load an export into an empty record
              rebuild NAME...|--all [--verify] [--from-start] [--batch 5000]
                                                                 rebuild projections beside the running service
              bench   [--db JDBC_URL] [--seconds 10] [--events 1000000] [--limits on|off]
                                                                 commands, reads and memory against the
                                                                 machine's limits, in a scratch database
            Every command takes --db/--data (or SVC_DB_URL/SVC_DATA) to name the record it works on.""";

    private static final String LOCAL_POSTGRES = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";

    private Svc() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
            System.out.println(USAGE);
            return;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            switch (args[0]) {
                case "serve" -> ServeCommand.run(new Options(rest, Set.of("demo", "app")));
                case "token" -> withContext(new Options(rest, Set.of()), TokenCommand::run);
                case "key" -> withContext(new Options(rest, Set.of()), KeyCommand::run);
                case "grant" -> withContext(new Options(rest, Set.of("withdraw")), GrantCommand::run);
                case "import" -> withContext(new Options(rest, Set.of()), ImportCommand::run);
                case "history" -> withContext(new Options(rest, Set.of()), HistoryCommand::run);
                case "diff" -> withContext(new Options(rest, Set.of("json")), DiffCommand::run);
                case "export" -> withContext(new Options(rest, Set.of()), ExportCommand::run);
                case "import-log" -> withContext(new Options(rest, Set.of()), ImportLogCommand::run);
                case "rebuild" -> rebuild(new Options(rest, Set.of("all", "verify", "from-start")));
                case "bench" -> bench(new Options(rest, Set.of()));
                default -> throw new Options.UsageError("unknown command '" + args[0] + "'");
            }
        } catch (Options.UsageError e) {
            System.err.println("svc: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
        } catch (RuntimeException e) {
            System.err.println("svc " + args[0] + " failed: " + rootCause(e));
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
        int status;
        try {
            status = BenchCommand.run(admin, each, events, limits.equals("on"), url -> {
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
