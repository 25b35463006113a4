package svc.gateway.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import svc.command.api.RecordFact;
import svc.command.api.RuleBroken;
import svc.command.api.SetAsideRun;
import svc.command.api.TakeUpRun;
import svc.command.api.WriteStrategy;
import svc.command.api.WriteWorkflow;

/** Aggregates name the rule; the gateway places it on the call, by the rule and the command refused. */
class RuleFieldsTest {
    private static final Pattern THROWN = Pattern.compile(
            "(?:new RuleBroken|super)\\(\\s*\"([a-z_]+)\",|requireRunning\\(\"([a-z_]+)\"\\)");

    /** A command of this kind, its members all empty: only its kind matters here. */
    private static Object commandOf(Class<? extends Record> kind) {
        try {
            Class<?>[] types = Arrays.stream(kind.getRecordComponents()).map(RecordComponent::getType)
                    .toArray(Class<?>[]::new);
            Object[] values = Arrays.stream(types).map(type -> type == boolean.class ? (Object) false
                    : type == int.class ? (Object) 0 : type == long.class ? (Object) 0L
                    : type == double.class ? (Object) 0.0 : null).toArray();
            return kind.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String field(String rule, Class<? extends Record> command) {
        return RuleFields.field(new RuleBroken(rule, "broken").sentAs(commandOf(command)));
    }

    @Test
    void everyRuleTheRecordHoldsIsPlacedOnTheCall() throws IOException {
        Set<String> thrown = new TreeSet<>();
        for (String sources : new String[] {"../command-side/src/main/java", "src/main/java"}) {
            try (Stream<Path> files = Files.walk(Path.of(sources))) {
                for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                    Matcher found = THROWN.matcher(Files.readString(file));
                    while (found.find()) {
                        thrown.add(found.group(1) != null ? found.group(1) : found.group(2));
                    }
                }
            }
        }

        assertThat(thrown).hasSizeGreaterThan(40);
        assertThat(thrown).allSatisfy(rule -> assertThat(RuleFields.places(rule)).as(rule).isTrue());
    }

    @Test
    void aRuleIsPlacedByTheCommandWhereItsMemberIsNamedDifferently() {
        assertThat(field("place_fixed", RecordFact.class)).isEqualTo("/place");
        assertThat(field("place_fixed", WriteStrategy.class)).isEqualTo("/strategy/id");
        assertThat(field("place_fixed", WriteWorkflow.class)).isEqualTo("/workflow/strategy");
        assertThat(field("moved_while_true", TakeUpRun.class)).isEqualTo("/run");
        assertThat(field("moved_while_true", SetAsideRun.class)).isEqualTo("Svc-As-True-On");
        assertThat(field("version_current", WriteStrategy.class)).isEqualTo("/strategy/version");
        assertThat(RuleFields.field(new RuleBroken("version_current", "a preview's check, no command sent")))
                .isEqualTo("/workflow/version");
    }

    @Test
    void aRuleAboutOneItemOfAListNamesTheItem() {
        assertThat(RuleFields.field(new RuleBroken("known_notice", 2, "no such notice"))).isEqualTo("/notices/2");
    }

    @Test
    void aMemberIsPointedToUnderTheFactItCameInAndAHeaderIsNot() {
        Refusal member = RuleFields.refusal(new RuleBroken("ends_after_start", "true_to must be later"), "/facts/3");
        Refusal header = RuleFields.refusal(new RuleBroken("settled_while_true", "not true then"), "/facts/3");

        assertThat(member.members()).containsEntry("field", "/facts/3/true_to");
        assertThat(member.getMessage()).endsWith("(rule ends_after_start)");
        assertThat(header.members()).containsEntry("field", "Svc-As-True-On");
    }
}
