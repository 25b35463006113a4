package svc.query.show;

import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.workflow.WorkflowState;
import svc.query.api.WorkflowBody;

/** Workflows, kept by the {@code workflows} projection. */
@Component
class WorkflowView extends UnitView<WorkflowState> {
    WorkflowView() {
        super(WorkflowState.class);
    }

    @Override
    public String kind() {
        return UnitKind.WORKFLOW.wire();
    }

    @Override
    Object body(WorkflowState state) {
        return WorkflowBody.of(state);
    }

    @Override
    Map<String, String> basis(WorkflowState state) {
        return Map.of("/version", WorkflowBody.VERSION_BASIS);
    }
}
