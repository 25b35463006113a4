package svc.projections.publishing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;

/** How a publishing's change points fold into its state, and how both are kept. */
class PublishingFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final PublishingFold fold = new PublishingFold();

    @Test
    void aRecordedPublishingIsPublished() {
        assertThat(fold.apply(fold.absent(), recorded("Spring prices")))
                .isEqualTo(new PublishingState(true, "p1", "Spring prices", "blog", "tenant/acme", "published", null,
                        null));
    }

    @Test
    void withdrawingSetsItWithdrawnWithWhyAndWho() {
        PublishingState withdrawn = fold.apply(fold.apply(fold.absent(), recorded("Spring prices")), withdrawn());
        assertThat(withdrawn)
                .extracting(PublishingState::state, PublishingState::reason, PublishingState::withdrawnBy,
                        PublishingState::present)
                .containsExactly("withdrawn", "wrong figures", "ana", true);
    }

    @Test
    void recordingAgainKeepsTheWithdrawal() {
        PublishingState withdrawn = fold.apply(fold.apply(fold.absent(), recorded("Spring prices")), withdrawn());
        assertThat(fold.apply(withdrawn, recorded("Spring prices, mended")))
                .extracting(PublishingState::title, PublishingState::state)
                .containsExactly("Spring prices, mended", "withdrawn");
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        PublishingState recorded = fold.apply(fold.absent(), recorded("Spring prices"));
        PublishingChange end = (PublishingChange) PublishingChanges.of(new PublishingRecorded("acme/publishing/p1",
                "acme", "p1", "tenant/acme", "Spring prices", "blog", FROM, FROM.plusSeconds(60))).get(1).op();
        assertThat(fold.apply(recorded, end).present()).isFalse();
        assertThat(recorded.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        PublishingState withdrawn = fold.apply(fold.apply(fold.absent(), recorded("Spring prices")), withdrawn());
        String kept = JSON.writeValueAsString(withdrawn);
        assertThat(JSON.readTree(kept).has("withdrawn_by")).isTrue();
        assertThat(JSON.readValue(kept, PublishingState.class)).isEqualTo(withdrawn);
        assertThat(JSON.readTree(JSON.writeValueAsString(fold.apply(fold.absent(), recorded("x")))).has("reason"))
                .isFalse();
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"record\",\"id\":\"p1\",\"title\":\"Spring prices\",\"channel\":\"blog\","
            + "\"place\":\"tenant/acme\"}",
            "{\"op\":\"record\",\"id\":\"p1\",\"title\":\"Spring prices\",\"channel\":null,\"place\":null}",
            "{\"op\":\"withdraw\",\"reason\":\"wrong figures\",\"withdrawn_by\":\"ana\"}",
            "{\"op\":\"withdraw\",\"reason\":null,\"withdrawn_by\":null}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        PublishingChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(recorded("Spring prices"))).isEqualTo("{\"op\":\"record\",\"id\":\"p1\","
                + "\"title\":\"Spring prices\",\"channel\":\"blog\",\"place\":\"tenant/acme\"}");
        assertThat(JSON.writeValueAsString(withdrawn()))
                .isEqualTo("{\"op\":\"withdraw\",\"reason\":\"wrong figures\",\"withdrawn_by\":\"ana\"}");
    }

    private static PublishingChange recorded(String title) {
        return (PublishingChange) PublishingChanges.of(new PublishingRecorded("acme/publishing/p1", "acme", "p1",
                "tenant/acme", title, "blog", FROM, null)).get(0).op();
    }

    private static PublishingChange withdrawn() {
        return (PublishingChange) PublishingChanges.of(new PublishingWithdrawn("acme/publishing/p1", "wrong figures",
                "ana", FROM.plusSeconds(10))).get(0).op();
    }
}
