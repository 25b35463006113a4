package svc.ops.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a bench run measures ({@code --only}). */
public enum BenchPart {
    /** Everything. */
    ALL,
    /** The log's rebuild and the reads after it, without the appends and calls before it. */
    REBUILD,
    /** Only each call beside the server's liveness, on PostgreSQL: a change to the call path, measured in minutes. */
    CALLS,
    /** Only the two nodes on one database: commands through one and both, and a change read back on the other. */
    NODES,
    /**
     * Only the appends table, on PostgreSQL: the raw ceilings beside commands in process and over HTTP, a change to the
     * command path measured in minutes.
     */
    APPENDS;

    /** The part a command line names, or null for a name no part has. */
    public static BenchPart named(String name) {
        return Arrays.stream(values()).filter(part -> part.wire().equals(name)).findFirst().orElse(null);
    }

    /** Every part's name, as the command line's help and refusals list them ("all|rebuild|..."). */
    public static String wires(String between) {
        return Arrays.stream(values()).map(BenchPart::wire).collect(Collectors.joining(between));
    }

    /** The name on the command line. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
