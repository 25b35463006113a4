package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.WorkflowBody;

/** Workflows, kept by the {@code workflows} projection. */
@Component
class WorkflowView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.WORKFLOW.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return WorkflowBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        return Map.of("/version", WorkflowBody.VERSION_BASIS);
    }
}
