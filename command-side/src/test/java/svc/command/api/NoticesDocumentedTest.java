package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** docs/notices.md names every notice type and, for each, every member its {@code data.event} carries. */
class NoticesDocumentedTest {
    private static final Set<String> NOT_SENT = Set.of("unitId", "tenant", "sealedSecret");

    private static String docs() throws IOException {
        return Files.readString(Path.of("..", "docs", "notices.md"));
    }

    private static String section(String docs, String type) {
        int start = docs.indexOf("### `" + type + "`");
        assertThat(start).as("docs/notices.md has a section for " + type).isNotNegative();
        int end = docs.indexOf("\n### ", start + 1);
        return end < 0 ? docs.substring(start) : docs.substring(start, end);
    }

    @Test
    void everyNoticeTypeIsDocumentedWithEveryMemberOfItsEvent() throws IOException {
        String docs = docs();
        for (Map.Entry<Class<?>, String> entry : Notices.byEvent().entrySet()) {
            String section = section(docs, entry.getValue());
            for (RecordComponent component : entry.getKey().getRecordComponents()) {
                if (!NOT_SENT.contains(component.getName())) {
                    assertThat(section).as(entry.getValue() + " documents " + component.getName())
                            .contains("`" + snake(component.getName()) + "`");
                }
            }
        }
    }

    @Test
    void everyPlainKindsRecordedNoticeIsNamed() throws IOException {
        String section = section(docs(), "<plain kind>.recorded");
        for (String kind : PlainFacts.KINDS) {
            assertThat(section).contains("`" + kind + ".recorded`");
        }
        for (RecordComponent component : FactRecorded.class.getRecordComponents()) {
            if (!NOT_SENT.contains(component.getName())) {
                assertThat(section).contains("`" + snake(component.getName()) + "`");
            }
        }
    }

    @Test
    void typesAndNamesAreOneToOne() {
        assertThat(Notices.names()).hasSameSizeAs(Notices.types());
        assertThat(Notices.nameOf("run.set_aside")).isEqualTo("run set aside");
        assertThat(Notices.nameOf("notification_rule.written")).isEqualTo("notification rule written");
        assertThat(Notices.typeOf(new RunSetAside("acme/run/r1", "why", "ana", java.time.Instant.EPOCH)))
                .contains("run.set_aside");
        assertThat(Notices.typeOf(new GrantWithdrawn(null, null, null, null, null, null, null))).isEmpty();
    }

    private static String snake(String name) {
        return name.replaceAll("([A-Z])", "_$1").toLowerCase(java.util.Locale.ROOT);
    }
}
