package svc.projections.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowStep;
import svc.command.api.WorkflowWritten;

/** How a workflow's change points fold into its state, and how both are kept. */
class WorkflowFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String UNIT = "acme/workflow/w1";
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant ARMED = FROM.plusSeconds(3600);
    final WorkflowFold fold = new WorkflowFold();

    @Test
    void aWrittenWorkflowIsNotReady() {
        WorkflowState written = written(1);
        assertThat(written).extracting(WorkflowState::present, WorkflowState::id, WorkflowState::strategy,
                WorkflowState::name, WorkflowState::startsOn, WorkflowState::version, WorkflowState::state)
                .containsExactly(true, "w1", "s1", "follow up", "settled", 1L,
                        new WorkflowState.Readiness(false, null));
        assertThat(written.steps().get(0).path("text").asText()).isEqualTo("look again");
    }

    @Test
    void armingMakesItReadySinceTheDateArmedFrom() {
        assertThat(armed(written(1)).state()).isEqualTo(new WorkflowState.Readiness(true, ARMED.toString()));
    }

    @Test
    void writingAgainKeepsItsReadiness() {
        WorkflowState again = fold.apply(armed(written(1)), write(2));
        assertThat(again.version()).isEqualTo(2);
        assertThat(again.state().ready()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithASinceEvenWhenNotArmed() throws Exception {
        WorkflowState written = written(1);
        String kept = JSON.writeValueAsString(written);
        assertThat(JSON.readTree(kept).has("starts_on")).isTrue();
        assertThat(JSON.readTree(kept).path("state").has("since")).isTrue();
        assertThat(JSON.readValue(kept, WorkflowState.class)).isEqualTo(written);
        assertThat(JSON.readValue(JSON.writeValueAsString(armed(written)), WorkflowState.class))
                .isEqualTo(armed(written));
    }

    @Test
    void aStateKeptBeforeItWasARecordReadsBack() throws Exception {
        String kept = """
                {"present":true,"id":"w1","place":"tenant/acme/brand/b/strategy/s1","strategy":"s1",\
                "name":"follow up","starts_on":"settled","steps":[{"kind":"note","text":"look again"}],\
                "version":1,"state":{"ready":false,"since":null}}""";
        assertThat(JSON.readValue(kept, WorkflowState.class)).isEqualTo(written(1));
    }

    private WorkflowState written(long version) {
        return fold.apply(fold.absent(), write(version));
    }

    private WorkflowState armed(WorkflowState state) {
        return fold.apply(state, (WorkflowChange) WorkflowChanges.of(new WorkflowArmed(UNIT, "ana", ARMED)).get(0)
                .op());
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"write\",\"id\":\"w1\",\"place\":\"tenant/acme/brand/b/strategy/s1\",\"strategy\":\"s1\","
            + "\"name\":\"follow up\",\"starts_on\":\"settled\",\"version\":1,\"steps\":[{\"kind\":\"note\","
            + "\"text\":\"look again\"}]}",
            "{\"op\":\"write\",\"id\":\"w1\",\"place\":null,\"strategy\":null,\"name\":null,\"starts_on\":null,"
            + "\"version\":2,\"steps\":[]}",
            "{\"op\":\"arm\",\"since\":\"2026-01-01T01:00:00Z\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        WorkflowChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(write(1))).isEqualTo("{\"op\":\"write\",\"id\":\"w1\","
                + "\"place\":\"tenant/acme/brand/b/strategy/s1\",\"strategy\":\"s1\",\"name\":\"follow up\","
                + "\"starts_on\":\"settled\",\"version\":1,\"steps\":[{\"kind\":\"note\",\"text\":\"look again\"}]}");
        assertThat(JSON.writeValueAsString(WorkflowChanges.of(new WorkflowArmed(UNIT, "ana", ARMED)).get(0).op()))
                .isEqualTo("{\"op\":\"arm\",\"since\":\"2026-01-01T01:00:00Z\"}");
    }

    private static WorkflowChange write(long version) {
        return (WorkflowChange) WorkflowChanges.of(new WorkflowWritten(UNIT, "acme", "w1",
                "tenant/acme/brand/b/strategy/s1", "s1", "follow up", "settled",
                List.of(WorkflowStep.note("look again")), version, FROM)).get(0).op();
    }
}
