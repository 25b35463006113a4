package svc.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The loop refuses exactly what Spring Security's own expression refuses. */
class HeaderFirewallTest {
    /** StrictHttpFirewall's default for header names and values. */
    private static final Pattern SPRING = Pattern.compile("[\\p{IsAssigned}&&[^\\p{IsControl}]]*");

    @Test
    void agreesWithSpringSecuritysExpressionOnAnyText() {
        qt().withExamples(20_000).forAll(strings().allPossible().ofLengthBetween(0, 40))
                .checkAssert(text -> assertThat(HeaderFirewall.assignedAndNotControl(text))
                        .as("%s", text.codePoints().mapToObj(Integer::toHexString).toList())
                        .isEqualTo(SPRING.matcher(text).matches()));
    }

    @Test
    void aBearerTokenPassesAndControlOrUnassignedCharactersDoNot() {
        assertThat(HeaderFirewall.assignedAndNotControl("Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln")).isTrue();
        assertThat(HeaderFirewall.assignedAndNotControl("tenant/acme/brand/b1")).isTrue();
        assertThat(HeaderFirewall.assignedAndNotControl("a\u0000b")).isFalse();
        assertThat(HeaderFirewall.assignedAndNotControl("a\nb")).isFalse();
        assertThat(HeaderFirewall.assignedAndNotControl("a\u007fb")).isFalse();
        assertThat(HeaderFirewall.assignedAndNotControl("a\u0378b")).as("unassigned").isFalse();
        assertThat(HeaderFirewall.assignedAndNotControl("caf\u00e9 \uD83D\uDE00")).isTrue();
    }
}
