package svc.command.api;

import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeDiagnosingMatcher;

/** Hamcrest matchers on refusals, for Axon's {@code expectException(Matcher)}. */
public final class RuleBrokenMatchers {
    private RuleBrokenMatchers() {
    }

    /** A {@link RuleBroken} naming this rule and this field. */
    public static Matcher<RuleBroken> ruleBroken(String rule, String field) {
        return new TypeSafeDiagnosingMatcher<>() {
            @Override
            protected boolean matchesSafely(RuleBroken item, Description mismatch) {
                mismatch.appendText("rule ").appendValue(item.rule()).appendText(" on field ")
                        .appendValue(item.field()).appendText(" (").appendValue(item.getMessage()).appendText(")");
                return rule.equals(item.rule()) && field.equals(item.field());
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("RuleBroken with rule ").appendValue(rule).appendText(" on field ")
                        .appendValue(field);
            }
        };
    }
}
