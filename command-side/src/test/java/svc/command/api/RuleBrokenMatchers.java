package svc.command.api;

import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeDiagnosingMatcher;

/**
 * Hamcrest matchers on refusals, for Axon's {@code expectException(Matcher)}. An aggregate names the rule it holds;
 * which member of a call broke it is the gateway's to say (RuleFieldsTest).
 */
public final class RuleBrokenMatchers {
    private RuleBrokenMatchers() {
    }

    /** A {@link RuleBroken} naming this rule. */
    public static Matcher<RuleBroken> ruleBroken(String rule) {
        return new TypeSafeDiagnosingMatcher<>() {
            @Override
            protected boolean matchesSafely(RuleBroken item, Description mismatch) {
                mismatch.appendText("rule ").appendValue(item.rule()).appendText(" (").appendValue(item.getMessage())
                        .appendText(")");
                return rule.equals(item.rule());
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("RuleBroken with rule ").appendValue(rule);
            }
        };
    }
}
