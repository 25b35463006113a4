package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Scrape runs, kept by the {@code runs} projection. */
@Component
class RunView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.RUN.wire();
    }

    @Override
    public String bodyType() {
        return "ScrapeRun";
    }

    @Override
    public Object body(ObjectNode state) {
        return ScrapeRunBody.of(state);
    }
}
