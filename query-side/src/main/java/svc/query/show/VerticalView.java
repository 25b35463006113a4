package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.StockBasis;

/** read/unit of a vertical: its members as recorded; each stock's count has the stock's own basis. */
@Component
class VerticalView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.VERTICAL.wire();
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = super.basis(state);
        JsonNode stocks = state.path("stocks");
        for (int i = 0; i < stocks.size(); i++) {
            basis.put("/stocks/" + i + "/count", StockBasis.of(stocks.get(i).path("basis").asText(null),
                    state.path("id").asText(), null));
        }
        return basis;
    }
}
