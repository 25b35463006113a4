package svc.query.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The Workflow body: the fields of the specification's Workflow table, with the workflow's id and version. */
public final class WorkflowBody {
    private static final List<String> FIELDS = List.of("id", "name", "starts_on", "steps", "strategy", "state",
            "version");

    /** The basis of a workflow's version, wherever a workflow's version is shown. */
    public static final String VERSION_BASIS = "counted: the versions written of this workflow";

    private WorkflowBody() {
    }

    public static ObjectNode of(ObjectNode state) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        FIELDS.forEach(field -> body.set(field, state.path(field).isMissingNode() ? null : state.get(field)));
        return body;
    }
}
