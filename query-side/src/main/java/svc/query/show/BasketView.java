package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Baskets as recorded: name and service of association. */
@Component
class BasketView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.BASKET.wire();
    }
}
