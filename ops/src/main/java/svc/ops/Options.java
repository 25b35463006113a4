package svc.ops;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParseResult;

/**
 * One command's arguments as picocli read them against its declaration ({@link CommandLines}): {@code --name value}
 * pairs, bare {@code --flags}, and positional words. An option given twice keeps its last value.
 */
final class Options {
    private final Map<String, List<String>> values = new LinkedHashMap<>();
    private final List<String> words = new ArrayList<>();

    private Options(ParseResult command) {
        for (OptionSpec option : command.matchedOptions()) {
            if (option.usageHelp()) {
                continue;
            }
            List<String> given = option.arity().max() == 0 ? List.of("true") : option.stringValues();
            values.put(option.longestName().substring(2), List.copyOf(given));
        }
        for (PositionalParamSpec positional : command.matchedPositionals()) {
            words.addAll(positional.stringValues());
        }
    }

    /** What picocli read of one command. */
    static Options of(ParseResult command) {
        return new Options(command);
    }

    /**
     * {@code ./svc command arguments...} parsed as the command line parses it; a mistake is a picocli
     * {@code ParameterException}, as on the command line.
     */
    static Options parse(String command, String... arguments) {
        String[] all = new String[arguments.length + 1];
        all[0] = command;
        System.arraycopy(arguments, 0, all, 1, arguments.length);
        return of(CommandLines.svc().parseArgs(all).subcommand());
    }

    String get(String name, String fallback) {
        List<String> given = values.get(name);
        return given == null ? fallback : given.get(given.size() - 1);
    }

    /** A span in seconds, fractions allowed down to a millisecond (the bench's own test measures for a fraction). */
    Duration seconds(String name, String fallback) {
        String text = get(name, fallback);
        long millis;
        try {
            millis = new BigDecimal(text).movePointRight(3).setScale(0, RoundingMode.HALF_UP).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            millis = 0;
        }
        if (millis <= 0) {
            throw new UsageError("--" + name + " is a number of seconds of at least 0.001; got '" + text + "'");
        }
        return Duration.ofMillis(millis);
    }

    /** A TCP port, 0 (any free one) to 65535, read from {@code text} given as {@code --name}. */
    static int port(String name, String text) {
        int port;
        try {
            port = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 0 || port > 65_535) {
            throw new UsageError("--" + name + " is a port from 0 to 65535; got '" + text + "'");
        }
        return port;
    }

    List<String> all(String name) {
        return values.getOrDefault(name, List.of());
    }

    String required(String name) {
        String value = get(name, null);
        if (value == null || value.isBlank()) {
            throw new UsageError("--" + name + " is required");
        }
        return value;
    }

    boolean flag(String name) {
        return "true".equals(get(name, "false"));
    }

    List<String> words() {
        return words;
    }

    /** A mistake in the command line: printed with the usage, exit status 2. */
    static final class UsageError extends RuntimeException {
        UsageError(String message) {
            super(message);
        }
    }
}
