package svc.gateway.models;

import org.springframework.stereotype.Component;
import svc.gateway.routes.PlainFactView;

/**
 * read/unit of a market twin: its members as recorded, every number (stock levels, numbers in outcomes) given by the
 * caller who recorded it. read/market_twin is the reading that places it on its vertical's chain.
 */
@Component
class MarketTwinView extends PlainFactView {
    @Override
    public String kind() {
        return MarketTwinFacts.KIND;
    }

    @Override
    public String bodyType() {
        return "MarketTwin";
    }
}
