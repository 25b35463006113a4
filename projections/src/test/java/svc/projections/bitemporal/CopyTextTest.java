package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A value written for COPY's text format holds no raw separator, and COPY's unescaping gives the value back. */
class CopyTextTest {
    @Test
    void anyTextComesBackFromItsEscapedForm() {
        qt().withExamples(20_000).forAll(strings().betweenCodePoints(0, 0x7f).ofLengthBetween(0, 30),
                        strings().allPossible().ofLengthBetween(0, 10), integers().between(0, 3))
                .checkAssert((ascii, any, separator) -> {
                    String value = ascii + "\\\t\n\r".charAt(separator) + any;
                    String written = CopyText.text(new StringBuilder(), value).toString();
                    assertThat(written).doesNotContain("\t", "\n", "\r");
                    assertThat(unescaped(written)).isEqualTo(value);
                });
    }

    @Test
    void plainTextIsWrittenAsItIsAndNothingAsCopysNull() {
        assertThat(CopyText.text(new StringBuilder("a\t"), "{\"standing\":\"supported\"}"))
                .hasToString("a\t{\"standing\":\"supported\"}");
        assertThat(CopyText.text(new StringBuilder(), "")).hasToString("");
        assertThat(CopyText.text(new StringBuilder(), null)).hasToString("\\N");
        assertThat(CopyText.text(new StringBuilder(), "x\\y\tz")).hasToString("x\\\\y\\tz");
    }

    @Test
    void anInstantIsWrittenInIsoUtc() {
        assertThat(CopyText.time(new StringBuilder(), Instant.parse("2026-03-01T00:00:00.000123Z")))
                .hasToString("2026-03-01T00:00:00.000123Z");
    }

    /** COPY's own reading of the escapes this writer uses. */
    private static String unescaped(String written) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < written.length(); i++) {
            char c = written.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char next = written.charAt(++i);
            out.append(switch (next) {
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                default -> next;
            });
        }
        return out.toString();
    }
}
