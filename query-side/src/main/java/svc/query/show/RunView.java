package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.run.RunState;
import svc.query.api.ScrapeRunBody;

/** Scrape runs, kept by the {@code runs} projection. */
@Component
class RunView extends UnitView<RunState> {
    RunView() {
        super(RunState.class);
    }

    @Override
    public String kind() {
        return UnitKind.RUN.wire();
    }

    @Override
    Object body(RunState state) {
        return ScrapeRunBody.of(state);
    }
}
