package svc.query.show;

import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.query.Awaits;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;
import svc.query.api.ShowVisibleUnits;
import svc.query.api.ShownUnits;

/** read/unit and the rows of saved views: units shown as their kinds' bodies, each number with its basis. */
@Component
class ShowQueries {
    private final Showing showing;

    ShowQueries(Showing showing) {
        this.showing = showing;
    }

    @QueryHandler
    @Awaits(itsUnit = true)
    Reading handle(ShowUnit query) {
        return showing.show(query);
    }

    @QueryHandler
    @Awaits(itsKind = true)
    ShownUnits handle(ShowVisibleUnits query) {
        return showing.visible(query);
    }
}
