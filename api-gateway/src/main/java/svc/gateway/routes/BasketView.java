package svc.gateway.routes;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Baskets as recorded: name and service of association. */
@Component
class BasketView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.BASKET.wire();
    }

    @Override
    public String bodyType() {
        return "Basket";
    }
}
