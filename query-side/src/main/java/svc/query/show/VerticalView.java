package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Vertical;
import svc.projections.fact.FactState;
import svc.query.api.StockBasis;

/** read/unit of a vertical: its members as recorded; each stock's count has the stock's own basis. */
@Component
class VerticalView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.VERTICAL.wire();
    }

    @Override
    Map<String, String> basis(FactState state) {
        Map<String, String> basis = super.basis(state);
        JsonNode stocks = state.field(Vertical.STOCKS);
        for (int i = 0; i < stocks.size(); i++) {
            basis.put("/stocks/" + i + "/count", StockBasis.of(stocks.get(i).path("basis").asText(null),
                    state.id(), null));
        }
        return basis;
    }
}
