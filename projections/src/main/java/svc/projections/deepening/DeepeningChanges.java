package svc.projections.deepening;

import java.util.List;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.deepening.DeepeningState.AskedBy;

/** Deepening events as change points for the bitemporal store. */
final class DeepeningChanges {
    private DeepeningChanges() {
    }

    static List<ChangePoint> of(DeepeningMade event) {
        return List.of(new ChangePoint(event.trueFrom(), 0, new DeepeningChange.Made(event.id(), event.observation(),
                event.depth(), event.task(), event.place(), new AskedBy(event.askedBy().id(), event.askedBy().kind()),
                fetched(event.fetched()), embedding(event.embedding()))));
    }

    private static DeepeningState.Fetched fetched(Fetched fetched) {
        if (fetched == null) {
            return null;
        }
        return new DeepeningState.Fetched(fetched.address(), fetched.contentType(), fetched.bytes(), fetched.text(),
                fetched.fetchedAt().toString());
    }

    private static DeepeningState.Embedding embedding(Embedding embedding) {
        if (embedding == null) {
            return null;
        }
        return new DeepeningState.Embedding(embedding.model(), embedding.dimensions(), embedding.vector());
    }
}
