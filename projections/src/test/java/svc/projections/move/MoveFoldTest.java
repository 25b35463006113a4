package svc.projections.move;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;

/** How a move's change points fold into its state, and how that state is kept. */
class MoveFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String UNIT = "acme/move/m1";
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final ObjectNode ARGUMENTS = JsonNodeFactory.instance.objectNode().put("price", 12.5).put("sku", "A-1");
    final MoveFold fold = new MoveFold();

    @Test
    void aProposedMoveWaitsWithWhatWasAskedAndWhereEachArgumentCameFrom() {
        assertThat(proposed()).isEqualTo(new MoveState(true, "m1", "shop", "set_price", ARGUMENTS,
                Map.of("price", "given", "sku", "read"), "proposed", "ana", "t1", "tenant/acme", null, null));
    }

    @Test
    void aStartedMoveRuns() {
        MoveState started = fold.apply(fold.absent(), ((JsonNode) MoveChanges.of(new MoveStarted(UNIT, "acme", "m1", "t1",
                "shop", "set_price", ARGUMENTS, Map.of(), "ana", "tenant/acme", FROM)).get(0).op()));
        assertThat(started.state()).isEqualTo("running");
    }

    @Test
    void doneKeepsTheSourcesOwnId() {
        MoveState done = fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveDone(UNIT, "src-9", FROM)).get(0).op()));
        assertThat(done).extracting(MoveState::state, MoveState::sourceId, MoveState::reason)
                .containsExactly("done", "src-9", null);
    }

    @Test
    void doneWithoutASourceIdSaysWhy() {
        MoveState done = fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveDone(UNIT, null, FROM)).get(0).op()));
        assertThat(done.reason()).isEqualTo(MoveState.NO_SOURCE_ID);
    }

    @Test
    void failingAndCancellingKeepTheReason() {
        assertThat(fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveFailed(UNIT, "refused", FROM)).get(0).op())))
                .extracting(MoveState::state, MoveState::reason).containsExactly("failed", "refused");
        assertThat(fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveCancelled(UNIT, "changed mind", FROM)).get(0).op())))
                .extracting(MoveState::state, MoveState::reason).containsExactly("cancelled", "changed mind");
    }

    @Test
    void makingAgainForgetsHowItEnded() {
        MoveState failed = fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveFailed(UNIT, "refused", FROM)).get(0).op()));
        assertThat(fold.apply(failed, propose())).isEqualTo(proposed());
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        MoveState done = fold.apply(proposed(), ((JsonNode) MoveChanges.of(new MoveDone(UNIT, "src-9", FROM)).get(0).op()));
        String kept = JSON.writeValueAsString(done);
        assertThat(JSON.readTree(kept).path("argument_sources").path("price").asText()).isEqualTo("given");
        assertThat(JSON.readTree(kept).path("arguments").path("price").isDouble()).isTrue();
        assertThat(JSON.readValue(kept, MoveState.class)).isEqualTo(done);
        assertThat(JSON.readTree(JSON.writeValueAsString(proposed())).has("reason")).isFalse();
    }

    @Test
    void aStateKeptBeforeItWasARecordReadsBack() throws Exception {
        String kept = """
                {"present":true,"id":"m1","installed_connector":"shop","kind_of_action":"set_price",\
                "arguments":{"price":12.5,"sku":"A-1"},"argument_sources":{"price":"given","sku":"read"},\
                "state":"proposed","by":"ana","task":"t1","place":"tenant/acme","source_id":null,"reason":null}""";
        assertThat(JSON.readValue(kept, MoveState.class)).isEqualTo(proposed());
    }

    private MoveState proposed() {
        return fold.apply(fold.absent(), propose());
    }

    private static JsonNode propose() {
        return ((JsonNode) MoveChanges.of(new MoveProposed(UNIT, "acme", "m1", "t1", "shop", "set_price", ARGUMENTS,
                Map.of("sku", "read", "price", "given"), "ana", "tenant/acme", FROM)).get(0).op());
    }
}
