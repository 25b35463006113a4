package svc.ops;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import svc.ops.bench.BenchPart;

/**
 * Every command of {@code ./svc} with its options, declared once: picocli parses with these, refuses an option a
 * command does not take or one without its value, and writes each command's {@code --help} from them.
 */
final class CommandLines {
    private static final int USAGE_WIDTH = 110;

    private CommandLines() {
    }

    /** {@code ./svc} with every command under it. */
    static CommandLine svc() {
        CommandSpec top = CommandSpec.create().name("./svc").addOption(help());
        top.usageMessage().description("The Intelligence Platform: the service and its tools over one record.",
                "Every command but bench takes --db JDBC_URL or --data DIR (or SVC_DB_URL, SVC_DATA) to name the "
                        + "record it works on.");
        CommandLine line = new CommandLine(top);
        line.addSubcommand(command("serve", "run the platform (or, with --app, the local app on 127.0.0.1)")
                .addOption(value("--port", "N", "the API port (8080; 7411 for --app)"))
                .addOption(value("--management-port", "M",
                        "the operator's /actuator, on 127.0.0.1 (default: the API port + 1000)"))
                .addOption(flag("--demo", "record a demo tenant on first start and print its admin's token"))
                .addOption(flag("--app", "run the local app instead of the platform"))
                .addOption(value("--platform", "URL", "the platform the local app serves (with --app)")));
        line.addSubcommand(command("token", "print a bearer token from the built-in issuer")
                .addOption(value("--subject", "S", "whom the token names (required)"))
                .addOption(value("--ttl", "SPAN", "how long it holds: 8h, 30m, 90s (8h)")));
        line.addSubcommand(command("key", "print an API key, shown once; or revoke one")
                .addOption(value("--subject", "S", "whom the key names"))
                .addOption(value("--places", "P1,P2", "the places it may be used at"))
                .addOption(value("--ttl", "SPAN", "how long it holds (90d)"))
                .addOption(value("--revoke", "svc_<prefix>", "revoke the key of this prefix")));
        line.addSubcommand(command("keys", "the built-in issuer's signing keys, newest first, and what each does")
                .addOption(flag("--rotate", "make a new signing key; the one before verifies the tokens it signed "
                        + "until they expire, then none")));
        line.addSubcommand(command("grant", "record that a subject holds grants on a place, or withdraw them")
                .addOption(value("--subject", "S", "who holds them (required)"))
                .addOption(value("--place", "P", "tenant/<id>[/brand/<id>[/strategy/<id>]] (required)"))
                .addOption(value("--grants", "G", "read,ask,act,admin (required)"))
                .addOption(value("--mode", "propose|run", "how act calls take effect (the mode held)"))
                .addOption(flag("--withdraw", "withdraw the grants named instead")));
        line.addSubcommand(command("import", "record facts, one JSON object a line")
                .addPositional(file("FILE.ndjson", "the facts"))
                .addOption(value("--chunk", "N", "facts recorded per transaction (500)")));
        line.addSubcommand(ofOneUnit(command("history", "the audit trail of one unit"))
                .addOption(value("--known-on", "K", "as the record knew it on K")));
        line.addSubcommand(ofOneUnit(command("diff", "what the record said of a unit on K1 and on K2"))
                .addOption(values("--known-on", "K", "twice: the earlier date, then the later"))
                .addOption(value("--true-on", "D", "the state as true on D"))
                .addOption(flag("--json", "as JSON")));
        line.addSubcommand(command("export", "the whole log as NDJSON, one event a line")
                .addOption(value("--out", "FILE", "write it here instead of standard output")));
        line.addSubcommand(command("import-log", "load an export into an empty record")
                .addPositional(file("FILE", "the export")));
        line.addSubcommand(command("rebuild", "rebuild projections from the log beside the running service")
                .addPositional(PositionalParamSpec.builder().paramLabel("NAME").arity("0..*")
                        .description("the projections to rebuild").build())
                .addOption(flag("--all", "every rebuildable projection"))
                .addOption(flag("--verify", "compare the rebuilt rows with the live ones"))
                .addOption(flag("--from-start", "start over instead of resuming"))
                .addOption(value("--batch", "N", "events read per batch (5000)")));
        line.addSubcommand(command("dead-letters", "the units a projection could not handle and parked")
                .addPositional(PositionalParamSpec.builder().paramLabel("list|retry|drop").arity("1").index("0")
                        .description("list them; hand them to the projections again after a fix; or forget them")
                        .build())
                .addOption(value("--unit", "KIND/ID", "only this unit (required to drop)"))
                .addOption(value("--tenant", "T", "its tenant, where several hold that id"))
                .addOption(value("--processor", "P", "only this projection's")));
        line.addSubcommand(bench());
        line.setUsageHelpWidth(USAGE_WIDTH);
        line.getSubcommands().values().forEach(CommandLines::strictButLastWins);
        return line;
    }

    private static CommandSpec command(String name, String description) {
        CommandSpec spec = CommandSpec.create().name(name).addOption(help());
        spec.usageMessage().description(description);
        spec.addOption(value("--db", "JDBC_URL", "the record on this database (or SVC_DB_URL)"));
        spec.addOption(value("--data", "DIR", "the embedded record in this folder (or SVC_DATA; ./data)"));
        return spec;
    }

    /** A command about one unit, named as {@code UnitLookup} reads it. */
    private static CommandSpec ofOneUnit(CommandSpec spec) {
        return spec.addOption(value("--unit", "KIND/ID", "the unit (required)"))
                .addOption(value("--tenant", "T", "its tenant, where several hold that id"));
    }

    private static CommandSpec bench() {
        CommandSpec spec = CommandSpec.create().name("bench").addOption(help());
        spec.usageMessage().description("commands, reads and memory against the machine's limits, in a scratch "
                + "database");
        return spec.addOption(value("--db", "JDBC_URL", "the PostgreSQL server to make the scratch database on"))
                .addOption(value("--seconds", "S", "how long each cell is measured (10)"))
                .addOption(value("--events", "N", "events in the log read and rebuilt (1000000)"))
                .addOption(value("--limits", "on|off", "take rate-limit buckets on every call (on)"))
                .addOption(value("--only", BenchPart.wires("|"), "everything, only the log's rebuild and the reads "
                        + "after it, only each call beside the server's liveness, only two nodes, or only the appends "
                        + "table (all)"));
    }

    private static OptionSpec help() {
        return OptionSpec.builder("-h", "--help").usageHelp(true).description("show this help and exit").build();
    }

    private static OptionSpec value(String name, String label, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(String.class).arity("1").description(description)
                .build();
    }

    private static OptionSpec values(String name, String label, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(List.class).auxiliaryTypes(String.class).arity("1")
                .description(description).build();
    }

    private static OptionSpec flag(String name, String description) {
        return OptionSpec.builder(name).type(boolean.class).arity("0").description(description).build();
    }

    private static PositionalParamSpec file(String label, String description) {
        return PositionalParamSpec.builder().paramLabel(label).arity("1").index("0").required(true)
                .description(description).build();
    }

    /**
     * An option given twice keeps its last value, as a shell user expects when an alias adds one; the usage is as
     * wide as the rest of the command line's text.
     */
    private static void strictButLastWins(CommandLine command) {
        command.setUsageHelpWidth(USAGE_WIDTH);
        command.setOverwrittenOptionsAllowed(true);
        command.setUnmatchedArgumentsAllowed(false);
    }
}
