package svc.query.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.projections.workflow.WorkflowState;

/** The Workflow body: the fields of the specification's Workflow table, with the workflow's id and version. */
public final class WorkflowBody {
    /** The basis of a workflow's version, wherever a workflow's version is shown. */
    public static final String VERSION_BASIS = "counted: the versions written of this workflow";

    private WorkflowBody() {
    }

    public static ObjectNode of(WorkflowState state) {
        ObjectNode body = JsonNodeFactory.instance.objectNode()
                .put("id", state.id())
                .put("name", state.name())
                .put("starts_on", state.startsOn());
        body.set("steps", state.steps());
        body.put("strategy", state.strategy());
        body.set("state", readiness(state.state()));
        return body.put("version", state.version());
    }

    private static ObjectNode readiness(WorkflowState.Readiness readiness) {
        return readiness == null ? null
                : JsonNodeFactory.instance.objectNode().put("ready", readiness.ready()).put("since", readiness.since());
    }
}
