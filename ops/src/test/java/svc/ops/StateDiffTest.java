package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.query.api.HistoryEntry;

class StateDiffTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode state(String text) throws Exception {
        return (ObjectNode) JSON.readTree(text);
    }

    @Test
    void membersThatDifferWithBothValuesAndNoOthers() throws Exception {
        List<MemberChange> changes = StateDiff.of(state("{\"claim\":\"c\",\"standing\":\"under test\",\"n\":1}"),
                state("{\"claim\":\"c\",\"standing\":\"refuted\",\"n\":1}"));
        assertThat(changes).singleElement().satisfies(change -> {
            assertThat(change.member()).isEqualTo("standing");
            assertThat(change.before().asText()).isEqualTo("under test");
            assertThat(change.after().asText()).isEqualTo("refuted");
        });
    }

    @Test
    void aMemberAddedOrDroppedIsAbsentOnOneSide() throws Exception {
        List<MemberChange> changes = StateDiff.of(state("{\"a\":1,\"gone\":true}"), state("{\"a\":1,\"new\":[1]}"));
        assertThat(changes).extracting(MemberChange::member).containsExactly("gone", "new");
        assertThat(changes.get(0).after()).isNull();
        assertThat(changes.get(1).before()).isNull();
    }

    @Test
    void nestedValuesCompareWhole() throws Exception {
        assertThat(StateDiff.of(state("{\"m\":{\"x\":1,\"y\":2}}"), state("{\"m\":{\"y\":2,\"x\":1}}"))).isEmpty();
        assertThat(StateDiff.of(state("{\"m\":{\"x\":1}}"), state("{\"m\":{\"x\":2}}")))
                .extracting(MemberChange::member).containsExactly("m");
    }

    @Test
    void aUnitNotYetKnownDiffersInEveryMember() throws Exception {
        assertThat(StateDiff.of(null, state("{\"a\":1,\"b\":2}"))).extracting(MemberChange::member)
                .containsExactly("a", "b");
        assertThat(StateDiff.of(null, null)).isEmpty();
    }

    @Test
    void theEventsInBetweenAreThoseRecordedAfterTheFirstDateOnly() {
        Instant k1 = Instant.parse("2026-03-01T00:00:00Z");
        List<HistoryEntry> known = List.of(entry(0, k1.minusSeconds(1)), entry(1, k1), entry(2, k1.plusNanos(1000)),
                entry(3, k1.plusSeconds(60)));
        assertThat(UnitDiff.recordedWithin(known, k1)).extracting(HistoryEntry::seq).containsExactly(2L, 3L);
    }

    private static HistoryEntry entry(long seq, Instant knownOn) {
        return new HistoryEntry("HypothesisSettled", seq, knownOn, knownOn, "admin", "why", "act/settle", "run_1",
                JSON.createObjectNode());
    }
}
