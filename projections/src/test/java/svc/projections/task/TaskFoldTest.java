package svc.projections.task;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskSucceeded;
import svc.projections.bitemporal.ChangePoint;

/** How a task's change points fold into its state, and how both are kept. */
class TaskFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String UNIT = "acme/task/t1";
    static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant LATER = AT.plusSeconds(60);
    final TaskFold fold = new TaskFold();

    @Test
    void aQueuedTaskHasDoneNothingYet() {
        assertThat(queued()).isEqualTo(new TaskState(true, AT.toString(), "t1", "read/basket", "tenant/acme", "ana",
                "2025-12-01T00:00:00Z", "queued", 0.0, AT.toString(), null, null, null));
    }

    @Test
    void everyChangeMovesItsUpdateButNotItsStart() {
        TaskState started = fold.apply(queued(), change(TaskChanges.of(new TaskStarted(UNIT, false, LATER))));
        assertThat(started.state()).isEqualTo("running");
        assertThat(started.updated()).isEqualTo(LATER.toString());
        assertThat(started.started()).isEqualTo(AT.toString());
    }

    @Test
    void progressSaysHowFarWithItsNote() {
        TaskState progressed = fold.apply(queued(),
                change(TaskChanges.of(new TaskProgressed(UNIT, 0.25, "a quarter", LATER))));
        assertThat(progressed.progress()).isEqualTo(0.25);
        assertThat(progressed.note()).isEqualTo("a quarter");
    }

    @Test
    void successIsAllDoneWithTheUnitItMade() {
        TaskState succeeded = fold.apply(queued(), succeeded());
        assertThat(succeeded.state()).isEqualTo("succeeded");
        assertThat(succeeded.progress()).isEqualTo(1.0);
        assertThat(succeeded.result()).isEqualTo(new TaskState.Result("basket", "b1"));
    }

    @Test
    void failingKeepsTheErrorAndHowFarItGot() {
        TaskState progressed = fold.apply(queued(), change(TaskChanges.of(new TaskProgressed(UNIT, 0.5, null, LATER))));
        TaskState failed = fold.apply(progressed, change(TaskChanges.of(new TaskFailed(UNIT, "no source", LATER))));
        assertThat(failed).extracting(TaskState::state, TaskState::error, TaskState::progress)
                .containsExactly("failed", "no source", 0.5);
    }

    @Test
    void cancellingSaysWhoCancelled() {
        TaskState cancelled = fold.apply(queued(), change(TaskChanges.of(new TaskCancelled(UNIT, "ana", LATER))));
        assertThat(cancelled).extracting(TaskState::state, TaskState::error)
                .containsExactly("cancelled", "cancelled by ana");
    }

    @Test
    void queuingAgainStartsOverWithoutTheResult() {
        TaskState again = fold.apply(fold.apply(queued(), succeeded()), queue());
        assertThat(again).extracting(TaskState::state, TaskState::progress, TaskState::result)
                .containsExactly("queued", 0.0, null);
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        TaskState succeeded = fold.apply(queued(), succeeded());
        String kept = JSON.writeValueAsString(succeeded);
        assertThat(JSON.readTree(kept).has("true_on")).isTrue();
        assertThat(JSON.readTree(kept).path("progress").isDouble()).isTrue();
        assertThat(JSON.readTree(kept).path("result").path("kind").asText()).isEqualTo("basket");
        assertThat(JSON.readValue(kept, TaskState.class)).isEqualTo(succeeded);
        assertThat(JSON.readTree(JSON.writeValueAsString(queued())).has("result")).isFalse();
    }

    @Test
    void aStateKeptBeforeItWasARecordReadsBack() throws Exception {
        String kept = """
                {"present":true,"updated":"2026-01-01T00:00:00Z","id":"t1","route":"read/basket",\
                "place":"tenant/acme","subject":"ana","true_on":"2025-12-01T00:00:00Z","state":"queued",\
                "progress":0.0,"started":"2026-01-01T00:00:00Z","result":null,"error":null}""";
        assertThat(JSON.readValue(kept, TaskState.class)).isEqualTo(queued());
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"queue\",\"at\":\"2026-01-01T00:00:00Z\",\"id\":\"t1\",\"route\":\"read/basket\","
                    + "\"place\":\"tenant/acme\",\"subject\":\"ana\",\"true_on\":\"2025-12-01T00:00:00Z\"}",
            "{\"op\":\"queue\",\"at\":\"2026-01-01T00:00:00Z\",\"id\":\"t1\",\"route\":\"read/basket\","
                    + "\"place\":null,\"subject\":null,\"true_on\":\"2025-12-01T00:00:00Z\"}",
            "{\"op\":\"start\",\"at\":\"2026-01-01T00:00:00Z\",\"resumed\":false}",
            "{\"op\":\"start\",\"at\":\"2026-01-01T00:00:00Z\",\"resumed\":true}",
            "{\"op\":\"progress\",\"at\":\"2026-01-01T00:00:00Z\",\"progress\":0.25,\"note\":\"a quarter\"}",
            "{\"op\":\"progress\",\"at\":\"2026-01-01T00:00:00Z\",\"progress\":1.0,\"note\":null}",
            "{\"op\":\"progress\",\"at\":\"2026-01-01T00:00:00Z\",\"progress\":1.0E-7,\"note\":null}",
            "{\"op\":\"succeed\",\"at\":\"2026-01-01T00:00:00Z\",\"result\":{\"kind\":\"basket\",\"id\":\"b1\"}}",
            "{\"op\":\"succeed\",\"at\":\"2026-01-01T00:00:00Z\",\"result\":{\"kind\":null,\"id\":null}}",
            "{\"op\":\"fail\",\"at\":\"2026-01-01T00:00:00Z\",\"error\":\"no source\"}",
            "{\"op\":\"fail\",\"at\":\"2026-01-01T00:00:00Z\",\"error\":null}",
            "{\"op\":\"cancel\",\"at\":\"2026-01-01T00:00:00Z\",\"by\":\"ana\"}",
            "{\"op\":\"cancel\",\"at\":\"2026-01-01T00:00:00Z\",\"by\":null}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        TaskChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(queue())).isEqualTo("{\"op\":\"queue\",\"at\":\"2026-01-01T00:00:00Z\","
                + "\"id\":\"t1\",\"route\":\"read/basket\",\"place\":\"tenant/acme\",\"subject\":\"ana\","
                + "\"true_on\":\"2025-12-01T00:00:00Z\"}");
        assertThat(JSON.writeValueAsString(change(TaskChanges.of(new TaskStarted(UNIT, true, AT)))))
                .isEqualTo("{\"op\":\"start\",\"at\":\"2026-01-01T00:00:00Z\",\"resumed\":true}");
        assertThat(JSON.writeValueAsString(change(TaskChanges.of(new TaskProgressed(UNIT, 1, null, AT)))))
                .isEqualTo("{\"op\":\"progress\",\"at\":\"2026-01-01T00:00:00Z\",\"progress\":1.0,\"note\":null}");
        assertThat(JSON.writeValueAsString(change(TaskChanges.of(new TaskSucceeded(UNIT, "basket", "b1", AT)))))
                .isEqualTo("{\"op\":\"succeed\",\"at\":\"2026-01-01T00:00:00Z\","
                        + "\"result\":{\"kind\":\"basket\",\"id\":\"b1\"}}");
        assertThat(JSON.writeValueAsString(change(TaskChanges.of(new TaskFailed(UNIT, "no source", AT)))))
                .isEqualTo("{\"op\":\"fail\",\"at\":\"2026-01-01T00:00:00Z\",\"error\":\"no source\"}");
        assertThat(JSON.writeValueAsString(change(TaskChanges.of(new TaskCancelled(UNIT, "ana", AT)))))
                .isEqualTo("{\"op\":\"cancel\",\"at\":\"2026-01-01T00:00:00Z\",\"by\":\"ana\"}");
    }

    private TaskState queued() {
        return fold.apply(fold.absent(), queue());
    }

    private static TaskChange queue() {
        return change(TaskChanges.of(new TaskQueued(UNIT, "acme", "t1", "read/basket", "tenant/acme", "ana", "answer",
                null, "{}", Instant.parse("2025-12-01T00:00:00Z"), AT)));
    }

    private static TaskChange succeeded() {
        return change(TaskChanges.of(new TaskSucceeded(UNIT, "basket", "b1", LATER)));
    }

    private static TaskChange change(List<ChangePoint> points) {
        return (TaskChange) points.get(0).op();
    }
}
