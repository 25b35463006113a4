package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Baskets as recorded: name and service of association. */
@Component
class BasketView extends PlainFactView {
    @Override
    public String kind() {
        return "basket";
    }

    @Override
    public String bodyType() {
        return "Basket";
    }
}
