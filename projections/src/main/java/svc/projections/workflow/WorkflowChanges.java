package svc.projections.workflow;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowWritten;
import svc.projections.bitemporal.ChangePoint;

/** Workflow events as change points for the bitemporal store; steps are kept in their wire form. */
final class WorkflowChanges {
    private static final ObjectMapper WIRE = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private WorkflowChanges() {
    }

    static List<ChangePoint> of(WorkflowWritten event) {
        ArrayNode steps = JsonNodeFactory.instance.arrayNode();
        event.steps().forEach(step -> steps.add(WIRE.valueToTree(step)));
        return List.of(new ChangePoint(event.trueFrom(), 0, new WorkflowChange.Written(event.id(), event.place(),
                event.strategy(), event.name(), event.startsOn(), event.version(), steps)));
    }

    static List<ChangePoint> of(WorkflowArmed event) {
        return List.of(new ChangePoint(event.trueFrom(), 0, new WorkflowChange.Armed(event.trueFrom().toString())));
    }
}
