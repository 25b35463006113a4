package svc.projections.workflow;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowWritten;
import svc.projections.bitemporal.ChangePoint;

/** Workflow events as change points for the bitemporal store; steps are kept in their wire form. */
final class WorkflowChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper WIRE = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private WorkflowChanges() {
    }

    static List<ChangePoint> of(WorkflowWritten event) {
        ObjectNode write = NODES.objectNode().put("op", "write").put("id", event.id()).put("place", event.place())
                .put("strategy", event.strategy()).put("name", event.name()).put("starts_on", event.startsOn())
                .put("version", event.version());
        ArrayNode steps = write.putArray("steps");
        event.steps().forEach(step -> steps.add(WIRE.<ObjectNode>valueToTree(step)));
        return List.of(new ChangePoint(event.trueFrom(), 0, write));
    }

    static List<ChangePoint> of(WorkflowArmed event) {
        ObjectNode arm = NODES.objectNode().put("op", "arm").put("since", event.trueFrom().toString());
        return List.of(new ChangePoint(event.trueFrom(), 0, arm));
    }
}
