package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Baskets as recorded: name and service of association. */
@Component
class BasketView extends PlainFactView {
    BasketView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.BASKET.wire();
    }
}
