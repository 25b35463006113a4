package svc.projections.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;

/** How a scrape run's change points fold into its state, and how both are kept. */
class RunFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant LATER = FROM.plusSeconds(30);
    final RunFold fold = new RunFold();

    @Test
    void aRecordedRunWaitsForTheBeatSinceItsStart() {
        assertThat(fold.apply(fold.absent(), recorded("https://a.example")))
                .isEqualTo(new RunState(true, "r1", "https://a.example", "tenant/acme", "waiting",
                        "recorded; waits for the beat to take it up", "2026-01-01T00:00:00Z", null));
    }

    @Test
    void aMoveSetsItsStateReasonSinceAndMover() {
        RunState parked = fold.apply(fold.apply(fold.absent(), recorded("https://a.example")), setAside());
        assertThat(parked)
                .extracting(RunState::state, RunState::reason, RunState::since, RunState::movedBy)
                .containsExactly("parked", "source is down", LATER.toString(), "ana");
    }

    @Test
    void theBeatMovesItWithNoMover() {
        RunState parked = fold.apply(fold.apply(fold.absent(), recorded("https://a.example")), setAside());
        RunState taken = fold.apply(parked, takenUp());
        assertThat(taken.state()).isEqualTo("taken_up");
        assertThat(taken.movedBy()).isNull();
    }

    @Test
    void recordingAgainKeepsWhereItIs() {
        RunState parked = fold.apply(fold.apply(fold.absent(), recorded("https://a.example")), setAside());
        assertThat(fold.apply(parked, recorded("https://b.example")))
                .extracting(RunState::source, RunState::state, RunState::since)
                .containsExactly("https://b.example", "parked", LATER.toString());
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        RunState recorded = fold.apply(fold.absent(), recorded("https://a.example"));
        RunChange end = (RunChange) RunChanges.of(new RunRecorded("acme/run/r1", "acme", "r1", "tenant/acme",
                "https://a.example", FROM, FROM.plusSeconds(60))).get(1).op();
        assertThat(fold.apply(recorded, end).present()).isFalse();
        assertThat(recorded.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        RunState parked = fold.apply(fold.apply(fold.absent(), recorded("https://a.example")), setAside());
        String kept = JSON.writeValueAsString(parked);
        assertThat(JSON.readTree(kept).has("moved_by")).isTrue();
        assertThat(JSON.readValue(kept, RunState.class)).isEqualTo(parked);
        assertThat(JSON.readTree(JSON.writeValueAsString(fold.apply(fold.absent(), recorded("x")))).has("moved_by"))
                .isFalse();
    }

    @Test
    void aStateStoredWithNullMembersReadsBack() throws Exception {
        String stored = "{\"present\":true,\"key\":\"r1\",\"source\":\"https://a.example\","
                + "\"place\":\"tenant/acme\",\"state\":\"taken_up\",\"reason\":\"due\","
                + "\"since\":\"2026-01-01T00:00:30Z\",\"moved_by\":null}";
        assertThat(JSON.readValue(stored, RunState.class)).isEqualTo(new RunState(true, "r1", "https://a.example",
                "tenant/acme", "taken_up", "due", "2026-01-01T00:00:30Z", null));
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"record\",\"key\":\"r1\",\"source\":\"https://a.example\",\"place\":\"tenant/acme\","
            + "\"since\":\"2026-01-01T00:00:00Z\"}",
            "{\"op\":\"record\",\"key\":\"r1\",\"source\":null,\"place\":null,\"since\":\"2026-01-01T00:00:00Z\"}",
            "{\"op\":\"move\",\"state\":\"parked\",\"reason\":\"source is down\","
            + "\"since\":\"2026-01-01T00:00:30Z\",\"moved_by\":\"ana\"}",
            "{\"op\":\"move\",\"state\":\"taken_up\",\"reason\":\"due\",\"since\":\"2026-01-01T00:00:30Z\","
            + "\"moved_by\":null}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        RunChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(recorded("https://a.example"))).isEqualTo(
                "{\"op\":\"record\",\"key\":\"r1\",\"source\":\"https://a.example\",\"place\":\"tenant/acme\","
                + "\"since\":\"2026-01-01T00:00:00Z\"}");
        assertThat(JSON.writeValueAsString(setAside())).isEqualTo(
                "{\"op\":\"move\",\"state\":\"parked\",\"reason\":\"source is down\","
                + "\"since\":\"2026-01-01T00:00:30Z\",\"moved_by\":\"ana\"}");
        assertThat(JSON.writeValueAsString(takenUp())).isEqualTo(
                "{\"op\":\"move\",\"state\":\"taken_up\",\"reason\":\"due\",\"since\":\"2026-01-01T00:00:30Z\","
                + "\"moved_by\":null}");
    }

    private static RunChange recorded(String source) {
        return (RunChange) RunChanges.of(new RunRecorded("acme/run/r1", "acme", "r1", "tenant/acme", source, FROM,
                null)).get(0).op();
    }

    private static RunChange takenUp() {
        return (RunChange) RunChanges.of(new RunTakenUp("acme/run/r1", "due", LATER)).get(0).op();
    }

    private static RunChange setAside() {
        return (RunChange) RunChanges.of(new RunSetAside("acme/run/r1", "source is down", "ana", LATER)).get(0).op();
    }
}
