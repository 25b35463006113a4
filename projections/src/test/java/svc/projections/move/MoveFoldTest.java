package svc.projections.move;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;
import svc.projections.bitemporal.ChangePoint;

/** How a move's change points fold into its state, and how both are kept. */
class MoveFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String UNIT = "acme/move/m1";
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final ObjectNode ARGUMENTS = JsonNodeFactory.instance.objectNode().put("price", 12.5).put("sku", "A-1");
    static final String PROPOSED = "{\"op\":\"make\",\"id\":\"m1\",\"installed_connector\":\"shop\","
            + "\"kind_of_action\":\"set_price\",\"state\":\"proposed\",\"by\":\"ana\",\"task\":\"t1\","
            + "\"place\":\"tenant/acme\",\"arguments\":{\"price\":12.5,\"sku\":\"A-1\"},"
            + "\"argument_sources\":{\"price\":\"given\",\"sku\":\"read\"}}";
    final MoveFold fold = new MoveFold();

    @Test
    void aProposedMoveWaitsWithWhatWasAskedAndWhereEachArgumentCameFrom() {
        assertThat(proposed()).isEqualTo(new MoveState(true, "m1", "shop", "set_price", ARGUMENTS,
                Map.of("price", "given", "sku", "read"), "proposed", "ana", "t1", "tenant/acme", null, null));
    }

    @Test
    void aStartedMoveRuns() {
        MoveState started = fold.apply(fold.absent(), change(MoveChanges.of(new MoveStarted(UNIT, "acme", "m1", "t1",
                "shop", "set_price", ARGUMENTS, Map.of(), "ana", "tenant/acme", FROM))));
        assertThat(started.state()).isEqualTo("running");
    }

    @Test
    void doneKeepsTheSourcesOwnId() {
        MoveState done = fold.apply(proposed(), change(MoveChanges.of(new MoveDone(UNIT, "src-9", FROM))));
        assertThat(done).extracting(MoveState::state, MoveState::sourceId, MoveState::reason)
                .containsExactly("done", "src-9", null);
    }

    @Test
    void doneWithoutASourceIdSaysWhy() {
        MoveState done = fold.apply(proposed(), change(MoveChanges.of(new MoveDone(UNIT, null, FROM))));
        assertThat(done.reason()).isEqualTo(MoveState.NO_SOURCE_ID);
    }

    @Test
    void failingAndCancellingKeepTheReason() {
        assertThat(fold.apply(proposed(), change(MoveChanges.of(new MoveFailed(UNIT, "refused", FROM)))))
                .extracting(MoveState::state, MoveState::reason).containsExactly("failed", "refused");
        assertThat(fold.apply(proposed(), change(MoveChanges.of(new MoveCancelled(UNIT, "changed mind", FROM)))))
                .extracting(MoveState::state, MoveState::reason).containsExactly("cancelled", "changed mind");
    }

    @Test
    void makingAgainForgetsHowItEnded() {
        MoveState failed = fold.apply(proposed(), change(MoveChanges.of(new MoveFailed(UNIT, "refused", FROM))));
        assertThat(fold.apply(failed, propose())).isEqualTo(proposed());
    }

    @Test
    void aMoveReadBackFoldsAsTheEventsMoveDid() throws Exception {
        assertThat(fold.apply(fold.absent(), JSON.readValue(PROPOSED, fold.changeType()))).isEqualTo(proposed());
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        MoveState done = fold.apply(proposed(), change(MoveChanges.of(new MoveDone(UNIT, "src-9", FROM))));
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

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            PROPOSED,
            "{\"op\":\"make\",\"id\":\"m1\",\"installed_connector\":\"shop\",\"kind_of_action\":\"set_price\","
                    + "\"state\":\"proposed\",\"by\":\"ana\",\"task\":\"t1\",\"place\":\"tenant/acme\","
                    + "\"arguments\":{\"price\":12.5,\"sku\":\"A-1\",\"tags\":[\"x\",2],"
                    + "\"nested\":{\"n\":1,\"z\":null}},"
                    + "\"argument_sources\":{\"price\":\"given\",\"sku\":\"read\"}}",
            "{\"op\":\"make\",\"id\":\"m1\",\"installed_connector\":\"shop\",\"kind_of_action\":\"set_price\","
                    + "\"state\":\"running\",\"by\":\"ana\",\"task\":\"t1\",\"place\":\"tenant/acme\","
                    + "\"arguments\":{},\"argument_sources\":{\"a\":\"given\"}}",
            "{\"op\":\"make\",\"id\":\"m1\",\"installed_connector\":\"shop\",\"kind_of_action\":\"set_price\","
                    + "\"state\":\"running\",\"by\":null,\"task\":null,\"place\":null,"
                    + "\"arguments\":null,\"argument_sources\":{}}",
            "{\"op\":\"done\",\"source_id\":\"src-9\"}",
            "{\"op\":\"done\",\"source_id\":null}",
            "{\"op\":\"fail\",\"reason\":\"refused\"}",
            "{\"op\":\"fail\",\"reason\":null}",
            "{\"op\":\"cancel\",\"reason\":\"changed mind\"}",
            "{\"op\":\"cancel\",\"reason\":null}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        MoveChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(propose())).isEqualTo(PROPOSED);
        assertThat(JSON.writeValueAsString(change(MoveChanges.of(new MoveStarted(UNIT, "acme", "m1", null, "shop",
                "set_price", JsonNodeFactory.instance.objectNode(), Map.of("a", "given"), null, null, FROM)))))
                .isEqualTo("{\"op\":\"make\",\"id\":\"m1\",\"installed_connector\":\"shop\","
                        + "\"kind_of_action\":\"set_price\",\"state\":\"running\",\"by\":null,\"task\":null,"
                        + "\"place\":null,\"arguments\":{},\"argument_sources\":{\"a\":\"given\"}}");
        assertThat(JSON.writeValueAsString(change(MoveChanges.of(new MoveDone(UNIT, null, FROM)))))
                .isEqualTo("{\"op\":\"done\",\"source_id\":null}");
        assertThat(JSON.writeValueAsString(change(MoveChanges.of(new MoveFailed(UNIT, "refused", FROM)))))
                .isEqualTo("{\"op\":\"fail\",\"reason\":\"refused\"}");
        assertThat(JSON.writeValueAsString(change(MoveChanges.of(new MoveCancelled(UNIT, "changed mind", FROM)))))
                .isEqualTo("{\"op\":\"cancel\",\"reason\":\"changed mind\"}");
    }

    private MoveState proposed() {
        return fold.apply(fold.absent(), propose());
    }

    private static MoveChange propose() {
        return change(MoveChanges.of(new MoveProposed(UNIT, "acme", "m1", "t1", "shop", "set_price", ARGUMENTS,
                Map.of("sku", "read", "price", "given"), "ana", "tenant/acme", FROM)));
    }

    private static MoveChange change(List<ChangePoint> points) {
        return (MoveChange) points.get(0).op();
    }
}
