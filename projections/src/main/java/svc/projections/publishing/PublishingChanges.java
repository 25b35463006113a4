package svc.projections.publishing;

import java.util.List;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;
import svc.projections.bitemporal.ChangePoint;

/** Publishing events as change points for the bitemporal store. */
final class PublishingChanges {
    private PublishingChanges() {
    }

    static List<ChangePoint> of(PublishingRecorded event) {
        return ChangePoint.trueFromTo(event.trueFrom(),
                new PublishingChange.Recorded(event.id(), event.title(), event.channel(), event.place()),
                event.trueTo(), new PublishingChange.Ended());
    }

    static List<ChangePoint> of(PublishingWithdrawn event) {
        return List.of(new ChangePoint(event.trueFrom(), 0,
                new PublishingChange.Withdrawn(event.reason(), event.withdrawnBy())));
    }
}
