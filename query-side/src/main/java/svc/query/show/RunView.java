package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.ScrapeRunBody;

/** Scrape runs, kept by the {@code runs} projection. */
@Component
class RunView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.RUN.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return ScrapeRunBody.of(state);
    }
}
