package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Workflows, kept by the {@code workflows} projection. */
@Component
class WorkflowView implements UnitView {
    static final String VERSION_BASIS = "counted: the versions written of this workflow";

    @Override
    public String kind() {
        return UnitKind.WORKFLOW.wire();
    }

    @Override
    public String bodyType() {
        return "Workflow";
    }

    @Override
    public Object body(ObjectNode state) {
        return WorkflowBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        return Map.of("/version", VERSION_BASIS);
    }
}
