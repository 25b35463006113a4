package svc.ops.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.store.AxonSettings;
import svc.command.store.AxonStorageConfig;
import svc.gateway.auth.TokenIssuer;
import svc.ops.SvcApplication;
import svc.projections.bitemporal.BitemporalReader;

/**
 * {@code ./svc bench}: what the service does on this machine against its limits, in a scratch database it makes and
 * drops on the PostgreSQL server it is given. The server under test runs as a child process ({@link ServerProcess});
 * the bench's own process drives it over HTTP, appends beside it, and fills its log ({@link LogGenerator}).
 */
public final class BenchCommand {
    static final int[] CONCURRENCY = {1, 8, 32};
    static final int READ_CONCURRENCY = 8;
    private static final String SUBJECT = "bench";
    private static final int APPEND_BATCH = 2000;
    /** How many tenants the mixed load spreads its commands over. */
    static final int MIX_TENANTS = 10;

    private final Duration each;
    private final long events;
    private final boolean limits;
    private final BenchPart part;
    private final PrintStream out;
    private final PrintStream progress;
    private final Function<Path, String[]> embeddedArguments;

    private BenchCommand(Duration each, long events, boolean limits, BenchPart part, PrintStream out,
            PrintStream progress, Function<Path, String[]> embeddedArguments) {
        this.embeddedArguments = embeddedArguments;
        this.part = part;
        this.each = each;
        this.events = events;
        this.limits = limits;
        this.out = out;
        this.progress = progress;
    }

    /**
     * Runs the bench in a scratch database on the server {@code adminUrl} names, with the bench's own context
     * started from {@code contextArguments} (the command line's context for a database URL); {@code limits} says
     * whether the server takes rate-limit buckets on every call, as it does in service; {@code part} says
     * what is measured ({@code --only}).
     */
    public static int run(String adminUrl, Duration each, long events, boolean limits, BenchPart part,
            Function<String, String[]> contextArguments, Function<Path, String[]> embeddedArguments)
            throws IOException, InterruptedException {
        return new BenchCommand(each, events, limits, part, System.out, System.err, embeddedArguments)
                .run(adminUrl, contextArguments);
    }

    private int run(String adminUrl, Function<String, String[]> contextArguments)
            throws IOException, InterruptedException {
        try (ScratchDatabase scratch = ScratchDatabase.make(adminUrl)) {
            out.printf("svc bench: PostgreSQL %s, scratch database %s (made for this run, dropped after it); "
                    + "%s s per measurement; server: svc.jar serve %s, as a child process; rate limits %s%n",
                    scratch.serverVersion(), scratch.name(), each.toMillis() / 1000.0, ServerProcess.HEAP,
                    limits ? "on (raised out of the way, still taken on every call)" : "off");
            String[] arguments = contextArguments.apply(scratch.url());
            try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SvcApplication.class)
                    .web(WebApplicationType.NONE).logStartupInfo(false).run(arguments)) {
                if (part == BenchPart.CALLS) {
                    callsAlone(scratch.url(), grantAndToken(context));
                } else if (part == BenchPart.NODES) {
                    nodesAlone(context, scratch.url(), grantAndToken(context));
                } else if (part == BenchPart.APPENDS) {
                    appendsAlone(context, scratch.url(), grantAndToken(context));
                } else {
                    measure(context, arguments, scratch.url(), grantAndToken(context));
                }
            }
        }
        return 0;
    }

    /**
     * Appends with a server up; then, the server stopped, the log generated and rebuilt (a server catching up on the
     * whole log would take longer than the rebuild); then a second server over the rebuilt tables catches up on
     * bursts of a fifth as many events again ({@link CatchUpRate}), and reads.
     */
    private void measure(ConfigurableApplicationContext context, String[] arguments, String url, String token)
            throws IOException, InterruptedException {
        JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
        Calls before = part == BenchPart.REBUILD ? null : calls(context, jdbc, url, token);

        long units = Math.max(1, events / LogGenerator.PER_UNIT);
        progress.printf("appending %,d events (%,d units) in batches of %,d, no server up...%n",
                units * LogGenerator.PER_UNIT, units, APPEND_BATCH);
        long generationStarted = System.nanoTime();
        LogGenerator.Generated log = new LogGenerator(context.getBean(EventStorageEngine.class), APPEND_BATCH)
                .generate(units, appended -> {
                    if (appended % 100_000 < APPEND_BATCH) {
                        progress.printf("  %,d appended%n", appended);
                    }
                });
        double appendSeconds = (System.nanoTime() - generationStarted) / 1e9;
        analyze(jdbc);

        progress.println("rebuilding every projection from the whole log (./svc rebuild --all)...");
        RebuildRate.Figures rebuild = RebuildRate.measure(arguments, jdbc, progress);
        HeadTokens.moveToHead(jdbc, context.getBean(TransactionTemplate.class), context.getBean(TokenStore.class),
                context.getBean(AxonSettings.class).segments());

        CatchUpRate.Figures catchUp;
        Load.Result reads;
        Load.Result alone;
        Load.Result queries;
        WhileRebuilding.Figures during;
        Memory second;
        try (ServerProcess server = ServerProcess.start(url, limits)) {
            ServerCalls calls = new ServerCalls(server.port(), token);
            ServerMeters meters = new ServerMeters(server.managementPort());
            calls.awaitGranted();
            try (MemoryWatch memory = new MemoryWatch(meters)) {
                awaitCaughtUp(meters);
                long burst = Math.max(1, units / 5);
                progress.printf("bursts of %,d events appended at once beside the server, each until it has them all "
                        + "(the first untimed)...%n", burst * LogGenerator.PER_UNIT);
                catchUp = CatchUpRate.measure(new LogGenerator(context.getBean(EventStorageEngine.class),
                        APPEND_BATCH), units, burst, () -> awaitCaughtUp(meters));
                analyze(jdbc);
                calls.settle(LogGenerator.unitId(0), LogGenerator.TRUE_FROM.plus(Duration.ofDays(400)));
                progress.printf("as-of reads at concurrency %d (warming up first)...%n", READ_CONCURRENCY);
                Load.Call read = () -> asOfRead(calls, log);
                Load.run(READ_CONCURRENCY, each.compareTo(Duration.ofSeconds(5)) < 0 ? each
                        : Duration.ofSeconds(5), read);
                reads = Load.run(READ_CONCURRENCY, each, read);
                progress.println("the same reads from one caller...");
                alone = Load.run(1, each, read);
                progress.printf("the same reads in the database alone, at concurrency %d...%n", READ_CONCURRENCY);
                BitemporalReader reader = context.getBean(BitemporalReader.class);
                queries = Load.run(READ_CONCURRENCY, each, () -> asOfQuery(reader, log));
                progress.println("the same reads, and commands, while every projection is rebuilt beside the "
                        + "server...");
                during = WhileRebuilding.measure(arguments, calls, read, each, progress);
                awaitCaughtUp(meters);
                second = Memory.of(memory, server);
            }
        }

        Table figures = new Table("measure", "figure", "target", "met");
        if (before != null) {
            before.print(out, figures);
        } else {
            out.println();
            out.println("Figures and targets:");
        }
        figures.row("log generated", String.format("%,d events (%,d corrections), %,d units, %.1f s = %s/s",
                log.events(), log.corrections(), log.units(), appendSeconds,
                Table.count(log.events() / appendSeconds)), "", "");
        figures.row("rebuild, " + rebuild.projections() + " projections",
                String.format("%,d events in %.1f s = %s events/s", rebuild.events(), rebuild.seconds(),
                        Table.count(rebuild.perSecond())), ">= 40,000/s", met(rebuild.perSecond() >= 40_000));
        figures.row("  its steps", rebuild.phases(), "", "");
        figures.row("INSERT ... SELECT of the same log rows", String.format("%,d rows in %.1f s = %s rows/s",
                rebuild.copied(), rebuild.copySeconds(), Table.count(rebuild.copiedPerSecond())), "", "");
        figures.row("rebuild / in-database copy", String.format("%.0f%%",
                100 * rebuild.perSecond() / rebuild.copiedPerSecond()), ">= 25%",
                met(rebuild.perSecond() >= rebuild.copiedPerSecond() / 4));
        figures.row("catch-up of a burst appended at once (appending it took " + String.format("%.1f s)",
                catchUp.appendSeconds()), String.format("%,d events in %.1f s = %s events/s", catchUp.events(),
                catchUp.seconds(), Table.count(catchUp.perSecond())), "", "");
        figures.row("as-of read p50, concurrency 8", Table.millis(reads.latencies().millisAt(50)), "", "");
        figures.row("as-of read p99, concurrency 8", Table.millis(reads.latencies().millisAt(99)), "< 10 ms",
                met(reads.latencies().millisAt(99) < 10));
        figures.row("as-of reads", Table.count(reads.perSecond()) + "/s, " + Table.count(reads.latencies().count())
                + " timed", "", "");
        double alone50 = alone.latencies().millisAt(50);
        figures.row("as-of read p50 (p99), one caller", Table.millis(alone50) + " ("
                + Table.millis(alone.latencies().millisAt(99)) + ")", "< 2 ms", met(alone50 < 2));
        figures.row("the same query in the database alone, p50 / p99", Table.millis(queries.latencies().millisAt(50))
                + " / " + Table.millis(queries.latencies().millisAt(99)), "", "");
        double idle99 = reads.latencies().millisAt(99);
        double busy99 = during.reads().latencies().millisAt(99);
        figures.row("as-of read p99, idle / while every projection is rebuilt", String.format("%s / %s = %.1fx",
                Table.millis(idle99), Table.millis(busy99), busy99 / idle99), "<= 2x", met(busy99 <= 2 * idle99));
        figures.row("commands over HTTP (one caller) while it is rebuilt", Table.count(during.commands().perSecond())
                + "/s, p99 " + Table.millis(during.commands().latencies().millisAt(99)), "flowing",
                met(during.commands().latencies().count() > 0));
        figures.row("that rebuild, beside the serving server", String.format("%,d events in %.1f s = %s events/s",
                during.rebuild().events(), during.rebuild().took().toNanos() / 1e9,
                Table.count(during.rebuildPerSecond())), "", "");
        Memory most = before == null ? second : before.first().with(second);
        figures.row("server heap used, most of " + most.samples() + " samples"
                        + (before == null ? "" : " (both servers)"),
                Table.megabytes(most.heap()), "within " + ServerProcess.HEAP,
                met(!most.outOfMemory() && most.heap() <= 512L * 1024 * 1024));
        figures.row("server peak resident memory (VmHWM)",
                most.resident() < 0 ? "not known here" : Table.megabytes(most.resident()), "", "");
        figures.print(out);
        if (most.failures() > 0) {
            progress.printf("%d heap samples failed (last: %s)%n", most.failures(), most.lastFailure());
        }
    }

    /** Item 1: appends and each kind of call, on a server over the scratch database and on one over the embedded H2. */
    private Calls calls(ConfigurableApplicationContext context, JdbcTemplate jdbc, String url, String token)
            throws IOException, InterruptedException {
        Appends appends;
        CallLatencies latencies;
        Memory first;
        try (ServerProcess server = ServerProcess.start(url, limits)) {
            progress.println("server up on port " + server.port() + ", its log: " + server.log());
            ServerMeters meters = new ServerMeters(server.managementPort());
            try (MemoryWatch memory = new MemoryWatch(meters)) {
                appends = appends(context, jdbc, server, token, meters);
                ready(meters, jdbc);
                latencies = eachCall(new ServerCalls(server.port(), token), server);
                awaitCaughtUp(meters);
                first = Memory.of(memory, server);
            }
        }
        TwoNodes.Figures nodes = twoNodes(url, token, jdbc);
        CallLatencies embedded = embeddedLatencies();
        return new Calls(appends, latencies, embedded, first, nodes);
    }

    /** The appends table alone ({@code --only appends}), with its targets. */
    private void appendsAlone(ConfigurableApplicationContext context, String url, String token)
            throws IOException, InterruptedException {
        JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
        Appends appends;
        try (ServerProcess server = ServerProcess.start(url, limits)) {
            progress.println("server up on port " + server.port() + ", its log: " + server.log());
            appends = appends(context, jdbc, server, token, new ServerMeters(server.managementPort()));
        }
        out.println();
        out.println("Appends, one per transaction (per second):");
        appends.table().print(out);
        out.println();
        Table figures = new Table("measure", "figure", "target", "met");
        appends.shares(figures);
        figures.print(out);
    }

    /**
     * Appends beside the server at each concurrency: the raw ceilings, Axon's engine alone, and commands in process and
     * over HTTP (new units, settlings of recorded ones, new units over ten tenants).
     */
    private Appends appends(ConfigurableApplicationContext context, JdbcTemplate jdbc, ServerProcess server,
            String token, ServerMeters meters) throws IOException, InterruptedException {
        Table appends = new Table("concurrency", "raw insert+commit/s", "raw + clock lock/s", "Axon engine alone/s",
                "command in process/s", "command over HTTP/s", "HTTP / raw", "settle over HTTP/s",
                "10 tenants over HTTP/s");
        double[] at32 = new double[4];
        double[] at1 = new double[2];
        ServerCalls calls = new ServerCalls(server.port(), token);
        calls.awaitGranted();
        List<ServerCalls> tenants = new ArrayList<>();
        for (int i = 0; i < MIX_TENANTS; i++) {
            ServerCalls mixed = new ServerCalls(server.port(), token, mixPlace(i) + "/brand/b/strategy/s");
            mixed.awaitGranted();
            tenants.add(mixed);
        }
        warmUp(calls, server);
        AppendRates rates = new AppendRates(jdbc, context.getBean(TransactionTemplate.class),
                context.getBean(CommandGateway.class), schema -> engineAlone(context, schema));
        List<String> recorded = new CopyOnWriteArrayList<>();
        for (int threads : CONCURRENCY) {
            progress.printf("appends at concurrency %d...%n", threads);
            double raw = rates.raw(threads, each);
            double locked = rates.rawWithClockLock(threads, each);
            double alone = rates.engineAlone(threads, each);
            ready(meters, jdbc);
            double http = Load.run(threads, each, () -> {
                String id = "c" + ThreadLocalRandom.current().nextLong(Long.MAX_VALUE);
                calls.record(id);
                recorded.add(id);
            }).perSecond();
            double command = rates.command(threads, each);
            ready(meters, jdbc);
            double settle = Load.run(threads, each, () -> calls.settleNow(
                    recorded.get(ThreadLocalRandom.current().nextInt(recorded.size())))).perSecond();
            double mix = Load.run(threads, each, () -> tenants.get(ThreadLocalRandom.current()
                    .nextInt(MIX_TENANTS)).record("m" + ThreadLocalRandom.current().nextLong(Long.MAX_VALUE)))
                    .perSecond();
            appends.row(String.valueOf(threads), Table.count(raw), Table.count(locked), Table.count(alone),
                    Table.count(command), Table.count(http), String.format("%.0f%%", 100 * http / raw),
                    Table.count(settle), Table.count(mix));
            if (threads == 1) {
                at1[0] = http;
                at1[1] = raw;
            }
            at32[0] = http;
            at32[1] = raw;
            at32[2] = command;
            at32[3] = settle;
        }
        return new Appends(appends, at1, at32);
    }

    /** The appends table, and the rates its targets compare: over HTTP and raw at one caller, and at 32. */
    private record Appends(Table table, double[] at1, double[] at32) {

        void shares(Table figures) {
            share(figures, "commands over HTTP at concurrency 1 / raw ceiling", at1[0], at1[1], 10);
            share(figures, "commands over HTTP at concurrency 32 / raw ceiling", at32[0], at32[1], 25);
            share(figures, "commands in process at concurrency 32 / raw ceiling", at32[2], at32[1], 50);
            share(figures, "act/settle over HTTP at concurrency 32 / raw ceiling", at32[3], at32[1], 20);
        }

        /** A rate as a share of the raw ceiling, against the share its target asks for. */
        private static void share(Table figures, String measure, double rate, double ceiling, int percent) {
            figures.row(measure, String.format("%s / %s = %.0f%%", Table.count(rate), Table.count(ceiling),
                    100 * rate / ceiling), ">= " + percent + "%", met(rate * 100 >= ceiling * percent));
        }
    }

    /** What item 1 measured, printed before the rest. */
    private record Calls(Appends appends, CallLatencies latencies, CallLatencies embedded, Memory first,
            TwoNodes.Figures nodes) {

        void print(PrintStream out, Table figures) {
            out.println();
            out.println("Appends, one per transaction (per second):");
            appends.table().print(out);
            out.println();
            out.println("Each call, one after another on each thread, beside the server's liveness:");
            latencies.print(out);
            out.println();
            out.println("The same on the embedded H2 (./svc serve --data over a scratch folder):");
            embedded.print(out);
            out.println();
            out.println("Figures and targets:");
            double settleOverRecord = latencies.p50(1, CallLatencies.SETTLE) / latencies.p50(1, CallLatencies.RECORD);
            figures.row("act/settle p50 / act/record p50, concurrency 1", String.format("%.1fx", settleOverRecord),
                    "<= 3x", met(settleOverRecord <= 3));
            double embeddedSettleOverRecord = embedded.p50(1, CallLatencies.SETTLE)
                    / embedded.p50(1, CallLatencies.RECORD);
            figures.row("the same on the embedded H2", String.format("%.1fx", embeddedSettleOverRecord), "<= 3x",
                    met(embeddedSettleOverRecord <= 3));
            appends.shares(figures);
            double overHttp = appends.at32()[0];
            double gain = nodes.together() / overHttp;
            figures.row("act/record over HTTP at concurrency 32: two nodes together / one node alone",
                    String.format("%s / %s = %.1fx", Table.count(nodes.together()), Table.count(overHttp), gain),
                    ">= 1.5x", met(gain >= 1.5));
            figures.row("  through one node of the two, the other up beside it", Table.count(nodes.oneNode()) + "/s",
                    "", "");
            readBack(figures, nodes);
        }
    }

    /**
     * Each call against a server over the embedded H2 in a scratch folder, as a new user runs {@code ./svc serve}:
     * the bench's grant and token are written beside the running server, as {@code ./svc grant} writes them.
     */
    private CallLatencies embeddedLatencies() throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("svc-bench-h2-");
        try (ServerProcess server = ServerProcess.embedded(data, limits)) {
            progress.println("server over the embedded H2 up on port " + server.port() + ", its log: "
                    + server.log());
            String token;
            try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SvcApplication.class)
                    .web(WebApplicationType.NONE).logStartupInfo(false).run(embeddedArguments.apply(data))) {
                token = grantAndToken(context);
            }
            ServerCalls calls = new ServerCalls(server.port(), token);
            calls.awaitGranted();
            warmUp(calls, server);
            return eachCall(calls, server);
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    /** Each call beside the server's liveness, as the first table of a whole run measures them, and nothing else. */
    private void callsAlone(String url, String token) throws IOException, InterruptedException {
        try (ServerProcess server = ServerProcess.start(url, limits)) {
            progress.println("server up on port " + server.port() + ", its log: " + server.log());
            ServerCalls calls = new ServerCalls(server.port(), token);
            calls.awaitGranted();
            warmUp(calls, server);
            CallLatencies latencies = eachCall(calls, server);
            out.println();
            out.println("Each call, one after another on each thread, beside the server's liveness:");
            latencies.print(out);
        }
    }

    /** The two nodes' figures, as a whole run measures them after its calls, and nothing else. */
    private void nodesAlone(ConfigurableApplicationContext context, String url, String token)
            throws IOException, InterruptedException {
        TwoNodes.Figures nodes = twoNodes(url, token, new JdbcTemplate(context.getBean(DataSource.class)));
        Table figures = new Table("measure", "figure", "target", "met");
        // The target compares two nodes with one server alone, which only a whole run measures: no verdict here.
        figures.row("act/record over HTTP at concurrency 32: two nodes together / through one, the other up",
                String.format("%s / %s = %.1fx", Table.count(nodes.together()), Table.count(nodes.oneNode()),
                        nodes.together() / nodes.oneNode()), "", "");
        readBack(figures, nodes);
        out.println();
        figures.print(out);
    }

    /** Two servers on the scratch database, each measurement begun with both caught up and the log analysed. */
    private TwoNodes.Figures twoNodes(String url, String token, JdbcTemplate jdbc)
            throws IOException, InterruptedException {
        return TwoNodes.measure(url, limits, token, CONCURRENCY[CONCURRENCY.length - 1], each, progress,
                meters -> ready(meters, jdbc));
    }

    /** The read-back on the other node against its target, as both a whole run and the nodes alone print it. */
    private static void readBack(Table figures, TwoNodes.Figures nodes) {
        double readBack = nodes.readBack().millisAt(50);
        figures.row("a change on one node read back on the other, p50 (p99)", Table.millis(readBack) + " ("
                + Table.millis(nodes.readBack().millisAt(99)) + ")", "< 50 ms", met(readBack < 50));
    }

    /**
     * Every kind of call once through, untimed, before anything is measured: on two cores the server's JIT compiles
     * for minutes, and the first figures of a cold server measured its compilers (docs/performance.md).
     */
    private void warmUp(ServerCalls calls, ServerProcess server) throws IOException, InterruptedException {
        progress.println("warming the server up, every call for as long as one measurement...");
        eachCall(calls, server);
    }

    /** Each kind of call measured against the server, each measurement begun and ended with it caught up. */
    private CallLatencies eachCall(ServerCalls calls, ServerProcess server) throws IOException, InterruptedException {
        return new CallLatencies(calls, server, this::awaitCaughtUp, each).measure(progress);
    }

    /** read/unit over HTTP of a random generated unit, true on a random date of its life, known on a past moment. */
    private static void asOfRead(ServerCalls calls, LogGenerator.Generated log) throws Exception {
        AsOf read = AsOf.random(log);
        calls.unit(read.id(), read.trueOn(), read.knownOn());
    }

    /** The query behind read/unit, straight to the database from this process: the read without the server. */
    private static void asOfQuery(BitemporalReader reader, LogGenerator.Generated log) {
        AsOf read = AsOf.random(log);
        if (reader.stateAt(UnitIds.of(LogGenerator.TENANT, UnitKind.HYPOTHESIS, read.id()), read.trueOn(),
                read.knownOn()).isEmpty()) {
            throw new IllegalStateException("generated unit " + read.id() + " is missing as true on "
                    + read.trueOn() + " and known on " + read.knownOn());
        }
    }

    /** A generated unit, a date of its life, and a moment after its first event became known. */
    private record AsOf(String id, Instant trueOn, Instant knownOn) {
        static AsOf random(LogGenerator.Generated log) {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            Instant trueOn = LogGenerator.TRUE_FROM.plusSeconds(random.nextLong(
                    LogGenerator.STEP.multipliedBy(LogGenerator.PER_UNIT).toSeconds()));
            long window = Duration.between(log.firstRoundKnown(), log.allKnown()).toNanos();
            Instant knownOn = log.firstRoundKnown().plusNanos(window <= 0 ? 0 : random.nextLong(window));
            return new AsOf(LogGenerator.unitId(random.nextLong(log.units())), trueOn, knownOn);
        }
    }

    /**
     * Gives the planner statistics of what the bench wrote, as autovacuum would in service: PostgreSQL servers such as
     * this machine's run without it, and a log of a million events never analysed was read by a sequential scan where
     * an index answers in microseconds (the reads' catch-up scan took 125 ms; docs/performance.md).
     */
    private void analyze(JdbcTemplate jdbc) {
        progress.println("analysing the scratch database, as autovacuum would...");
        jdbc.execute("ANALYZE");
    }

    /**
     * Waits until the server has caught up, then gives the planner statistics of what the last measurement appended,
     * as autovacuum would have by then in service: a call's per-unit probe over a log of a few thousand events never
     * analysed was planned as a walk of the whole log.
     */
    private void ready(ServerMeters meters, JdbcTemplate jdbc) throws IOException, InterruptedException {
        awaitCaughtUp(meters);
        jdbc.execute("ANALYZE");
    }

    /** Waits until every processor of the server has handled the head of the log; says how far behind meanwhile. */
    private void awaitCaughtUp(ServerMeters meters) throws IOException, InterruptedException {
        long lastTold = System.nanoTime();
        long leastBehind = Long.MAX_VALUE;
        long lastProgress = System.nanoTime();
        while (true) {
            ServerMeters.Reading reading = meters.read();
            if (reading.caughtUp()) {
                return;
            }
            long behind = reading.mostBehind();
            if (behind < leastBehind) {
                leastBehind = behind;
                lastProgress = System.nanoTime();
            } else if (System.nanoTime() - lastProgress > Duration.ofMinutes(5).toNanos()) {
                throw new IllegalStateException("the server's projections made no progress for 5 minutes: "
                        + reading.lags());
            }
            if (System.nanoTime() - lastTold > Duration.ofSeconds(15).toNanos()) {
                progress.printf("  projections catching up, behind by: %s%n", reading.lags());
                lastTold = System.nanoTime();
            }
            Thread.sleep(200);
        }
    }

    /** The bench's caller, granted in its own tenant and in each tenant of its mix. */
    private static String grantAndToken(ConfigurableApplicationContext context) {
        List<String> places = new ArrayList<>(List.of("tenant/" + LogGenerator.TENANT));
        for (int i = 0; i < MIX_TENANTS; i++) {
            places.add(mixPlace(i));
        }
        for (String place : places) {
            context.getBean(CommandGateway.class).sendAndWait(GenericCommandMessage.asCommandMessage(
                    new GiveGrant(GrantIds.of(SUBJECT, place), SUBJECT, place, List.of("read", "act"), "run",
                            SUBJECT))
                    .andMetaData(Map.of(AxonStorageConfig.BY, SUBJECT, AxonStorageConfig.RUN, "run_bench",
                            AxonStorageConfig.ROUTE, "bench", AxonStorageConfig.BECAUSE, "the bench's caller")));
        }
        return context.getBean(TokenIssuer.class).issue(SUBJECT, Duration.ofHours(8));
    }

    private static String mixPlace(int tenant) {
        return "tenant/" + LogGenerator.TENANT + "-mix-" + tenant;
    }

    /** Axon's JDBC engine over the bench's own copy of the event table: appends with no clock and no command. */
    private static EventStorageEngine engineAlone(ConfigurableApplicationContext context, EventSchema schema) {
        return JdbcEventStorageEngine.builder()
                .snapshotSerializer(context.getBean("serializer", Serializer.class))
                .eventSerializer(context.getBean("eventSerializer", Serializer.class))
                .persistenceExceptionResolver(context.getBean(PersistenceExceptionResolver.class))
                .connectionProvider(context.getBean(ConnectionProvider.class))
                .transactionManager(context.getBean(TransactionManager.class))
                .schema(schema)
                .build();
    }

    private static String met(boolean met) {
        return met ? "yes" : "NO";
    }
}
