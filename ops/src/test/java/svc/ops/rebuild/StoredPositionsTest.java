package svc.ops.rebuild;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.junit.jupiter.api.Test;
import svc.projections.rebuild.OwnedRows;

/**
 * While a batch's points may still be on their way in, a projection that only records them is stored where it was
 * before the batch, and one that wrote rows of its own in the batch's transaction where it is now.
 */
class StoredPositionsTest {
    private static final RebuildJobs.Position BEFORE = new RebuildJobs.Position(token(9), 10);
    private static final RebuildJobs.Position NOW = new RebuildJobs.Position(token(19), 20);

    @Test
    void aProjectionOfPointsStaysBehindAndOneWithATableOfItsOwnGoesOn() {
        RebuildTarget hypotheses = new RebuildTarget("hypotheses", OwnedRows.ofKinds("hypothesis"), null);
        RebuildTarget grants = new RebuildTarget("grants", List.of(OwnedRows.wholeTable("grant_current")), null);

        Map<String, RebuildJobs.Position> stored = Rebuild.stored(List.of(hypotheses, grants),
                Map.of("hypotheses", BEFORE, "grants", BEFORE), Map.of("hypotheses", NOW, "grants", NOW));

        assertThat(stored).containsEntry("hypotheses", BEFORE).containsEntry("grants", NOW).hasSize(2);
    }

    private static GapAwareTrackingToken token(long index) {
        return GapAwareTrackingToken.newInstance(index, List.of());
    }
}
