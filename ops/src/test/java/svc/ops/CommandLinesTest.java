package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/** What the command line refuses before anything runs, and the help every command has. */
class CommandLinesTest {

    @Test
    void anOptionACommandDoesNotTakeIsRefusedNamingIt() {
        assertThatThrownBy(() -> Options.parse("serve", "--dta", "x"))
                .isInstanceOf(CommandLine.UnmatchedArgumentException.class)
                .hasMessageContaining("'--dta'");
        assertThatThrownBy(() -> Options.parse("token", "--subject", "ana", "--place", "tenant/acme"))
                .isInstanceOf(CommandLine.UnmatchedArgumentException.class)
                .hasMessageContaining("'--place'");
    }

    @Test
    void anOptionWithoutItsValueIsRefusedNamingIt() {
        assertThatThrownBy(() -> Options.parse("grant", "--subject"))
                .isInstanceOf(CommandLine.ParameterException.class)
                .hasMessageContaining("--subject");
    }

    @Test
    void aWordACommandDoesNotTakeIsRefused() {
        assertThatThrownBy(() -> Options.parse("export", "out.ndjson"))
                .isInstanceOf(CommandLine.UnmatchedArgumentException.class)
                .hasMessageContaining("out.ndjson");
        assertThatThrownBy(() -> Options.parse("import"))
                .isInstanceOf(CommandLine.ParameterException.class)
                .hasMessageContaining("FILE.ndjson");
    }

    @Test
    void anUnknownCommandIsRefusedNamingIt() {
        assertThatThrownBy(() -> CommandLines.svc().parseArgs("serv"))
                .isInstanceOf(CommandLine.ParameterException.class)
                .hasMessageContaining("serv");
    }

    @Test
    void optionsAreReadAsGivenFlagsAndWordsIncludedAndTheLastOfTwoWins() {
        Options options = Options.parse("rebuild", "hypotheses", "facts", "--verify", "--batch=100", "--batch", "200",
                "--data", "/tmp/d");
        assertThat(options.words()).containsExactly("hypotheses", "facts");
        assertThat(options.flag("verify")).isTrue();
        assertThat(options.flag("all")).isFalse();
        assertThat(options.get("batch", "5000")).isEqualTo("200");
        assertThat(options.get("data", null)).isEqualTo("/tmp/d");
        assertThat(Options.parse("diff", "--unit", "hypothesis/h1", "--known-on", "2026-01-01", "--known-on",
                "2026-02-01").all("known-on")).containsExactly("2026-01-01", "2026-02-01");
    }

    @Test
    void everyCommandHasHelpListingItsOptions() {
        CommandLine svc = CommandLines.svc();
        assertThat(svc.getSubcommands()).containsOnlyKeys("serve", "token", "key", "keys", "grant", "import", "history",
                "diff", "export", "import-log", "rebuild", "dead-letters", "bench");
        svc.getSubcommands().forEach((name, command) -> {
            ParseResult asked = CommandLines.svc().parseArgs(name, "--help").subcommand();
            assertThat(asked.isUsageHelpRequested()).as(name).isTrue();
            StringWriter usage = new StringWriter();
            command.usage(new PrintWriter(usage));
            command.getCommandSpec().options().forEach(option ->
                    assertThat(usage.toString()).as(name).contains(option.longestName()));
        });
    }
}
