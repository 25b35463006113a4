package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/**
 * read/unit of a market twin: its members as recorded, every number (stock levels, numbers in outcomes) given by the
 * caller who recorded it. read/market_twin is the reading that places it on its vertical's chain.
 */
@Component
class MarketTwinView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.MARKET_TWIN.wire();
    }
}
