package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import svc.query.api.PreviewStep;
import svc.query.api.WorkflowBody;

/**
 * What act/workflow answers: the workflow (as written, or for a preview as given, with the state it holds), its
 * version (null for a preview of a workflow never written), and for a preview every step it would have taken.
 */
record WorkflowAnswer(ObjectNode workflow, Long version, List<PreviewStep> preview) {

    static Map<String, String> basis(JsonNode body) {
        Map<String, String> basis = new HashMap<>();
        if (body.path("version").isNumber()) {
            basis.put("/version", WorkflowBody.VERSION_BASIS);
        }
        if (body.path("workflow").path("version").isNumber()) {
            basis.put("/workflow/version", WorkflowBody.VERSION_BASIS);
        }
        JsonNode preview = body.path("preview");
        for (int i = 0; i < preview.size(); i++) {
            basis.put("/preview/" + i + "/seq", "counted: the event's place in its hypothesis's stream, from 0");
            basis.put("/preview/" + i + "/step", "counted: the step's place in the workflow's steps, from 0");
        }
        return basis;
    }
}
